import type { JobHandler } from '#platform/jobs/worker.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import type { ConsentSubject } from '@portal/domain';
import { smsAllowedNow } from '../contact-consent/index.ts';
import { MAX_DELIVERY_ATTEMPTS } from './outbox.service.ts';
import * as repo from './outbox.repository.ts';
import { DELIVERED } from './whatsapp.service.ts';

/** Why a fallback row was stored FAILED without being sent. */
export const FALLBACK_REFUSED = 'SMS consent not standing when the fallback was due';

/**
 * Job: a WhatsApp message not delivered in time (or failed) goes out by SMS — if the person's
 * consent to SMS still stands now (decision 0057: a revocation within the fallback window is
 * honoured). Once: the SMS row's unique `fallback_for_id` lets only one insert win, whichever
 * process or repeated job runs it; a refused fallback takes that place as a FAILED row that is
 * never sent, with an audit entry, so no later run sends it either. A message still waiting for
 * the cloud API is cancelled in the same transaction as a sent fallback, so it never arrives after its SMS.
 */
export const whatsAppFallbackJob: JobHandler<'whatsAppFallback'> = async ({ messageId, consentOf }, { db, sms, now }) => {
  const message = await repo.findMessage(db, messageId);
  if (message?.channel !== 'WHATSAPP' || !message.smsFallback || DELIVERED.has(message.deliveryStatus)) return;
  const at = now();
  // Jobs queued before the check existed name no one: a user's message is theirs, a patient's stays as decided then.
  const subject: ConsentSubject | undefined = consentOf ?? (message.userId === null ? undefined : { userId: message.userId });
  await db.transaction(async (tx) => {
    const allowed = !subject || await smsAllowedNow(tx, subject);
    const outbox = sms.kind === 'outbox';
    const row = await repo.insertFallbackOnce(tx, {
      channel: 'SMS', provider: sms.kind, destination: message.destination, subject: null, body: message.body, userId: message.userId,
      status: !allowed ? 'FAILED' : outbox ? 'SENT' : 'PENDING', sentAt: allowed && outbox ? at : null, createdAt: at, fallbackForId: message.id,
      lastError: allowed ? null : FALLBACK_REFUSED,
    });
    if (!row) return;
    if (!allowed) {
      const [entity, entityId] = 'userId' in subject ? ['user', subject.userId] as const : ['patient', subject.patientId] as const;
      await recordAudit(tx, { actorId: null, action: 'message.smsFallbackRefused', entity, entityId, after: { whatsAppMessageId: message.id, smsMessageId: row.id } });
      return;
    }
    await repo.cancelPending(tx, message.id, 'replaced by SMS');
    if (!outbox) await enqueue(tx, 'deliverMessage', { messageId: row.id }, { runAt: at, maxAttempts: MAX_DELIVERY_ATTEMPTS });
  });
};
