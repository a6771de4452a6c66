import { UNDO_REJECTION_MS } from '@portal/domain';
import type { Tx } from '#db/client.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import type { JobHandler } from '#platform/jobs/worker.ts';
import { notifyRequestStatusChanged, wasNotified, type NotifiedRequest } from '#messaging/notifications/index.ts';
import { lockProcedureById } from './procedure-write.repository.ts';

/**
 * A rejection is told to its requester only once it can no longer be undone (decision 0057): the
 * decision queues this job for the end of the undo window instead of notifying, so a rejection
 * undone within the minute leaves no trace in the bell nor on any channel. The job lives in the
 * database like every other, so any process may release it.
 */
export async function holdRejectionNotice(tx: Tx, request: Pick<NotifiedRequest, 'id'>, decidedAt: Date): Promise<void> {
  // One millisecond past the window: the undo accepts up to `decidedAt + UNDO_REJECTION_MS` inclusive.
  const runAt = new Date(decidedAt.getTime() + UNDO_REJECTION_MS + 1);
  await enqueue(tx, 'releaseRejectionNotice', { procedureId: request.id, decidedAt: decidedAt.toISOString() }, { runAt });
}

/** Whether the notice of the request's current rejection (stamped `approvedAt`) was released: then it can no longer be undone. */
export const rejectionTold = (tx: Tx, record: { id: number; approvedAt: Date | string | null }): Promise<boolean> =>
  record.approvedAt ? wasNotified(tx, record.id, 'REQUEST_REJECTED', new Date(record.approvedAt)) : Promise.resolve(false);

/**
 * Job: the notice of a rejection whose window has passed. Under the request's row lock (the lock
 * the undo takes too, so one of them wins): nothing if the request was reopened, or rejected again
 * by a later decision (that one has its own job), or the notice was already given (a repeated job);
 * else the in-app notification and its dispatch, stamped with the decision's time.
 */
export const releaseRejectionNoticeJob: JobHandler<'releaseRejectionNotice'> = async ({ procedureId, decidedAt }, deps) => {
  const decided = new Date(decidedAt);
  await deps.db.transaction(async (tx) => {
    const record = await lockProcedureById(tx, procedureId);
    if (record?.status !== 'REJECTED' || !record.approvedAt || new Date(record.approvedAt).getTime() !== decided.getTime()) return;
    if (await rejectionTold(tx, record)) return;
    await notifyRequestStatusChanged(tx, record, { kind: 'REQUEST_REJECTED', reason: record.rejectionReason }, decided);
  });
};
