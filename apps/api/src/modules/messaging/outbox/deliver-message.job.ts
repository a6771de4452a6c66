import type { JobHandler } from '#platform/jobs/worker.ts';
import { MAX_DELIVERY_ATTEMPTS } from './outbox.service.ts';
import * as repo from './outbox.repository.ts';

/** Job: deliver one PENDING message through the configured provider; a failure throws so the queue retries. */
export const deliverMessageJob: JobHandler<'deliverMessage'> = async ({ messageId }, { db, sms, email, whatsapp, now }) => {
  const message = await repo.findMessage(db, messageId);
  if (message?.status !== 'PENDING') return;
  let externalId: string | undefined;
  try {
    switch (message.channel) {
      case 'SMS':
        await sms.send({ destination: message.destination, body: message.body });
        break;
      case 'EMAIL':
        await email.send({ to: message.destination, subject: message.subject ?? '', text: message.body, ...(message.senderName ? { fromName: message.senderName } : {}) });
        break;
      case 'WHATSAPP':
        if (!message.template) throw new Error('WhatsApp message without a template');
        ({ id: externalId } = await whatsapp.send({ destination: message.destination, template: message.template }));
        break;
    }
  } catch (error) {
    await repo.markAttemptFailed(db, message.id, error instanceof Error ? error.message : String(error), message.attempts + 1 >= MAX_DELIVERY_ATTEMPTS);
    throw error;
  }
  await repo.markSent(db, message.id, now(), externalId);
};
