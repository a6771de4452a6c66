import type { NotificationFact, NotificationKind, ProcedureType } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import { hasRequestNotice, insertNotification } from './notifications.repository.ts';

/** The request whose status changed, as every procedure record carries it. */
export interface NotifiedRequest { id: number; code: string; type: ProcedureType; programId: number; createdById: number }

type RequestFields = 'procedureId' | 'code' | 'type';
type ChangeOf<F> = F extends { kind: infer K; data: infer D } ? { kind: K } & Omit<D, RequestFields> : never;
/** A status change the requester is told about: the kind and what that kind adds to the request's code and type. */
export type RequestStatusChange = ChangeOf<NotificationFact>;

/**
 * The one hook for every status change a requester cares about (approved, rejected with the reason,
 * scheduled with date and place, concluded): call it inside the transaction that makes the change.
 * It stores the in-app notification of the requester and queues its dispatch job, so both exist
 * only if the change commits; the job then sends it on each channel the person has on.
 */
export async function notifyRequestStatusChanged(tx: DbOrTx, request: NotifiedRequest, change: RequestStatusChange, now: Date): Promise<number> {
  const { kind, ...extra } = change;
  // `extra` is the rest of this kind's data, so kind and data still agree.
  const fact = { kind, data: { procedureId: request.id, code: request.code, type: request.type, ...extra } } as NotificationFact;
  const id = await insertNotification(tx, { userId: request.createdById, programId: request.programId, procedureId: request.id, fact, now });
  await enqueue(tx, 'dispatchNotification', { notificationId: id }, { runAt: now });
  return id;
}

/**
 * Whether the requester was already told a change of this kind stamped at or after `since` (a
 * held notice is stamped with the time of its change): lets a held notice be released once, and
 * lets the change's undo know the person has been told.
 */
export const wasNotified = (tx: DbOrTx, requestId: number, kind: NotificationKind, since: Date): Promise<boolean> =>
  hasRequestNotice(tx, requestId, kind, since);
