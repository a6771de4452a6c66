import { recordAudit } from '#platform/lib/audit.ts';
import type { JobHandler } from '#platform/jobs/worker.ts';
import * as repo from './optout.repository.ts';

/** Job: anonymise the person of an opt-out request and keep a non-personal audit record. */
export const processOptoutJob: JobHandler<'processOptout'> = async ({ requestId }, { db, now }) => {
  const request = await repo.findOptout(db, requestId);
  if (request?.status !== 'PENDING') return;
  const at = now();
  await db.transaction(async (tx) => {
    await repo.anonymise(tx, request.userId, at);
    await repo.completeOptout(tx, request.id, at);
    await recordAudit(tx, {
      actorId: null, action: 'optoutCompleted', entity: 'optoutRequest', entityId: request.id,
      after: { requestedAt: request.requestedAt.toISOString(), dueAt: request.dueAt.toISOString(), completedAt: at.toISOString() },
    });
  });
};
