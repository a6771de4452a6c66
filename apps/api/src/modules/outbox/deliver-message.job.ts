import type { JobHandler } from '../../jobs/worker.ts';
import { MAX_DELIVERY_ATTEMPTS } from './outbox.service.ts';
import * as repo from './outbox.repository.ts';

/** Job: deliver one PENDING message through the configured provider; a failure throws so the queue retries. */
export const deliverMessageJob: JobHandler<'deliverMessage'> = async ({ messageId }, { db, sms, email, now }) => {
  const message = await repo.findMessage(db, messageId);
  if (message?.status !== 'PENDING') return;
  try {
    if (message.channel === 'SMS') {
      await sms.send({ destination: message.destination, body: message.body });
    } else {
      await email.send({ to: message.destination, subject: message.subject ?? '', text: message.body });
    }
  } catch (error) {
    await repo.markAttemptFailed(db, message.id, error instanceof Error ? error.message : String(error), message.attempts + 1 >= MAX_DELIVERY_ATTEMPTS);
    throw error;
  }
  await repo.markSent(db, message.id, now());
};
