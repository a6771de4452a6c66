import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailProvider } from '../../integrations/email/index.ts';
import { smsProvider } from '../../integrations/sms/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import * as repo from './outbox.repository.ts';

/** Delivery attempts per message before it is marked FAILED (backoff between them, see jobs/queue.ts). */
export const MAX_DELIVERY_ATTEMPTS = 8;
export const DELIVER_MESSAGE_JOB = 'deliverMessage';

interface Queued { destination: string; body: string; subject?: string; userId?: number | null }

async function queue(db: DbOrTx, channel: 'SMS' | 'EMAIL', provider: string, outbox: boolean, message: Queued, now: Date) {
  const row = await repo.insertMessage(db, {
    channel, provider, destination: message.destination, subject: message.subject ?? null, body: message.body,
    userId: message.userId ?? null, status: outbox ? 'SENT' : 'PENDING', sentAt: outbox ? now : null, createdAt: now,
  });
  // A real provider delivers from a job, so a gateway failure retries instead of losing the message.
  if (!outbox) await enqueue(db, DELIVER_MESSAGE_JOB, { messageId: row.id }, { runAt: now, maxAttempts: MAX_DELIVERY_ATTEMPTS });
  return row.id;
}

/** Queues an SMS in the caller's transaction. With the outbox provider the row is the delivery. */
export function queueSms(db: DbOrTx, config: Config, message: Queued, now = new Date()) {
  const provider = smsProvider(config.onboarding);
  return queue(db, 'SMS', provider.kind, provider.kind === 'outbox', message, now);
}

/** Queues an e-mail in the caller's transaction. */
export function queueEmail(db: DbOrTx, config: Config, message: Queued & { subject: string }, now = new Date()) {
  const provider = emailProvider(config.onboarding);
  return queue(db, 'EMAIL', provider.kind, provider.kind === 'outbox', message, now);
}

/** Job: deliver one PENDING message through the configured provider; a failure throws so the queue retries. */
export const deliverMessageJob: JobHandler = async (payload, ctx) => {
  const { messageId } = payload as { messageId: number };
  const message = await repo.findMessage(ctx.db, messageId);
  if (message?.status !== 'PENDING') return;
  try {
    if (message.channel === 'SMS') {
      await smsProvider(ctx.config.onboarding).send({ destination: message.destination, body: message.body });
    } else {
      await emailProvider(ctx.config.onboarding).send({ to: message.destination, subject: message.subject ?? '', text: message.body });
    }
  } catch (error) {
    await repo.markAttemptFailed(ctx.db, message.id, error instanceof Error ? error.message : String(error), message.attempts + 1 >= MAX_DELIVERY_ATTEMPTS);
    throw error;
  }
  await repo.markSent(ctx.db, message.id, ctx.now);
};
