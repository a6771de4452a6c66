import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import * as repo from './outbox.repository.ts';
import { withoutMarkup } from './plain-text.ts';

/** Delivery attempts per message before it is marked FAILED (backoff between them, see jobs/queue.ts). */
export const MAX_DELIVERY_ATTEMPTS = 8;

interface Queued { destination: string; body: string; subject?: string; userId?: number | null }

async function queue(db: DbOrTx, channel: 'SMS' | 'EMAIL', provider: { kind: string }, message: Queued, now: Date) {
  const outbox = provider.kind === 'outbox';
  const row = await repo.insertMessage(db, {
    channel, provider: provider.kind, destination: message.destination,
    subject: message.subject === undefined ? null : withoutMarkup(message.subject), body: withoutMarkup(message.body),
    userId: message.userId ?? null, status: outbox ? 'SENT' : 'PENDING', sentAt: outbox ? now : null, createdAt: now,
  });
  // A real provider delivers from a job, so a gateway failure retries instead of losing the message.
  if (!outbox) await enqueue(db, 'deliverMessage', { messageId: row.id }, { runAt: now, maxAttempts: MAX_DELIVERY_ATTEMPTS });
  return row.id;
}

/** Queues an SMS in the caller's transaction. With the outbox provider the row is the delivery. */
export function queueSms(db: DbOrTx, deps: Pick<Deps, 'sms' | 'now'>, message: Queued, now = deps.now()) {
  return queue(db, 'SMS', deps.sms, message, now);
}

/** Queues an e-mail in the caller's transaction. */
export function queueEmail(db: DbOrTx, deps: Pick<Deps, 'email' | 'now'>, message: Queued & { subject: string }, now = deps.now()) {
  return queue(db, 'EMAIL', deps.email, message, now);
}

/** The latest messages, newest first, as the development outbox page shows them. */
export async function listRecentMessages({ db }: Deps, take: number) {
  const rows = await repo.listRecent(db, take);
  return rows.map((m) => ({
    id: m.id, channel: m.channel, destination: m.destination, subject: m.subject, body: m.body, status: m.status,
    createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null, deliveryStatus: m.deliveryStatus,
  }));
}
