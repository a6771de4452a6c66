import type { Deps } from '#platform/context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import * as repo from './outbox.repository.ts';
import { withoutMarkup } from './plain-text.ts';
import { messagingFor } from '../settings/index.ts';

/** Delivery attempts per message before it is marked FAILED (backoff between them, see jobs/queue.ts). */
export const MAX_DELIVERY_ATTEMPTS = 8;

interface Queued {
  destination: string; body: string; subject?: string; userId?: number | null;
  /** The programme the message is of: its messaging settings apply (decision 0078); none uses the environment's. */
  programId?: number | null;
  /** On an SMS sent in place of a WhatsApp message: that message. */
  fallbackForId?: number;
}

/**
 * Why a message is stored FAILED without being sent: its programme turned the channel off (decision
 * 0078). Like a refused SMS fallback, the row is the record; nothing delivers it later.
 */
export const CHANNEL_OFF = 'channel turned off in the programme\'s messaging settings';

type QueueDeps = Pick<Deps, 'now' | 'config'>;

async function queue(db: DbOrTx, deps: QueueDeps, channel: 'SMS' | 'EMAIL', provider: { kind: string }, message: Queued, now: Date) {
  const settings = await messagingFor(db, deps.config, message.programId);
  const off = !settings.channels[channel];
  const outbox = provider.kind === 'outbox';
  const row = await repo.insertMessage(db, {
    channel, provider: provider.kind, destination: message.destination,
    subject: message.subject === undefined ? null : withoutMarkup(message.subject), body: withoutMarkup(message.body),
    userId: message.userId ?? null, status: off ? 'FAILED' : outbox ? 'SENT' : 'PENDING', sentAt: !off && outbox ? now : null, createdAt: now,
    lastError: off ? CHANNEL_OFF : null, senderName: channel === 'EMAIL' ? settings.emailFromName : null, fallbackForId: message.fallbackForId ?? null,
  });
  // A real provider delivers from a job, so a gateway failure retries instead of losing the message.
  if (!off && !outbox) await enqueue(db, 'deliverMessage', { messageId: row.id }, { runAt: now, maxAttempts: MAX_DELIVERY_ATTEMPTS });
  return row.id;
}

/** Queues an SMS in the caller's transaction. With the outbox provider the row is the delivery. */
export function queueSms(db: DbOrTx, deps: Pick<Deps, 'sms'> & QueueDeps, message: Queued, now = deps.now()) {
  return queue(db, deps, 'SMS', deps.sms, message, now);
}

/** Queues an e-mail in the caller's transaction; the programme's From display name goes with it. */
export function queueEmail(db: DbOrTx, deps: Pick<Deps, 'email'> & QueueDeps, message: Queued & { subject: string }, now = deps.now()) {
  return queue(db, deps, 'EMAIL', deps.email, message, now);
}

/** The latest messages, newest first, as the development outbox page shows them. */
export async function listRecentMessages({ db }: Deps, take: number) {
  const rows = await repo.listRecent(db, take);
  return rows.map((m) => ({
    id: m.id, channel: m.channel, destination: m.destination, subject: m.subject, body: m.body, status: m.status,
    createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null, deliveryStatus: m.deliveryStatus,
  }));
}
