import { recordAudit } from '../../lib/audit.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import * as repo from './account.repository.ts';

/** Job: anonymise the person of an opt-out request and keep a non-personal audit record. */
export const processOptoutJob: JobHandler = async (payload, ctx) => {
  const { requestId } = payload as { requestId: number };
  const request = await repo.findOptout(ctx.db, requestId);
  if (request?.status !== 'PENDING') return;
  await ctx.db.transaction(async (tx) => {
    await repo.anonymise(tx, request.userId, ctx.now);
    await repo.completeOptout(tx, request.id, ctx.now);
    await recordAudit(tx, {
      actorId: null, action: 'optoutCompleted', entity: 'optoutRequest', entityId: request.id,
      after: { requestedAt: request.requestedAt.toISOString(), dueAt: request.dueAt.toISOString(), completedAt: ctx.now.toISOString() },
    });
  });
};
