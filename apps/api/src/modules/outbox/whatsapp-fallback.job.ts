import type { JobHandler } from '../../jobs/worker.ts';
import { enqueue } from '../../jobs/queue.ts';
import { MAX_DELIVERY_ATTEMPTS } from './outbox.service.ts';
import * as repo from './outbox.repository.ts';
import { DELIVERED } from './whatsapp.service.ts';

/**
 * Job: a WhatsApp message not delivered in time (or failed) goes out by SMS. Once: the SMS row's
 * unique `fallback_for_id` lets only one insert win, whichever process or repeated job runs it;
 * a message still waiting for the cloud API is cancelled in the same transaction, so it never
 * arrives after its SMS.
 */
export const whatsAppFallbackJob: JobHandler<'whatsAppFallback'> = async ({ messageId }, { db, sms, now }) => {
  const message = await repo.findMessage(db, messageId);
  if (message?.channel !== 'WHATSAPP' || !message.smsFallback || DELIVERED.has(message.deliveryStatus)) return;
  const at = now();
  await db.transaction(async (tx) => {
    const outbox = sms.kind === 'outbox';
    const row = await repo.insertFallbackOnce(tx, {
      channel: 'SMS', provider: sms.kind, destination: message.destination, subject: null, body: message.body, userId: message.userId,
      status: outbox ? 'SENT' : 'PENDING', sentAt: outbox ? at : null, createdAt: at, fallbackForId: message.id,
    });
    if (!row) return;
    await repo.cancelPending(tx, message.id, 'replaced by SMS');
    if (!outbox) await enqueue(tx, 'deliverMessage', { messageId: row.id }, { runAt: at, maxAttempts: MAX_DELIVERY_ATTEMPTS });
  });
};
