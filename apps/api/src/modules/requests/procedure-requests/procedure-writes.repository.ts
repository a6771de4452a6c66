import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { ResultType } from '@portal/domain';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { procedureChildren, procedureEligibilityResults, procedures } from '#db/schema/index.ts';
import { requestsReachable, type RequestReach } from '#platform/lib/request-type-filter.ts';

export type ProcedureValues = Omit<typeof procedures.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
export type ChildValues = Omit<typeof procedureChildren.$inferInsert, 'id' | 'procedureId' | 'status' | 'createdAt' | 'updatedAt'>;

/** Inserts a request, always OPEN (spec §4). A repeated idempotency key of the same user raises the unique violation. */
export async function insertProcedure(db: DbOrTx, values: ProcedureValues): Promise<number> {
  const [row] = await db.insert(procedures).values({ ...values, status: 'OPEN' }).returning({ id: procedures.id });
  return row!.id;
}

/**
 * A first-medicine release is approved when it is made: the registration service released the
 * medicine (spec §8 "Medicamento liberado com sucesso", §9 collected within 30 days), so the
 * request and its child say so too — no one is left to decide it (`approvedById` stays null).
 */
export async function approveOnRelease(db: DbOrTx, procedureId: number, at: Date): Promise<void> {
  await db.update(procedureChildren).set({ status: 'APPROVED', approvedAt: at }).where(eq(procedureChildren.procedureId, procedureId));
  await db.update(procedures).set({ status: 'APPROVED', displayStatus: 'APPROVED', approvedAt: at }).where(eq(procedures.id, procedureId));
}

export async function setNeedsProgrammeApproval(db: DbOrTx, procedureId: number): Promise<void> {
  await db.update(procedures).set({ needsProgrammeApproval: true }).where(eq(procedures.id, procedureId));
}

/** Inserts the children in order; returns their ids in the same order. */
export async function insertChildren(db: DbOrTx, procedureId: number, children: readonly ChildValues[]): Promise<number[]> {
  if (children.length === 0) return [];
  const rows = await db.insert(procedureChildren).values(children.map((c) => ({ ...c, procedureId, status: 'OPEN' as const })))
    .returning({ id: procedureChildren.id });
  return rows.map((r) => r.id);
}

export async function insertEligibilityResults(
  db: DbOrTx, procedureId: number, results: readonly { childId: number | null; result: ResultType; description: string }[],
): Promise<void> {
  if (results.length > 0) await db.insert(procedureEligibilityResults).values(results.map((r) => ({ ...r, procedureId })));
}

/**
 * Whether the patient already has a child OPEN, APPROVED or SCHEDULED in the exam group (spec §8
 * existingProcedure). A programme-wide rule answering only yes or no, on whoever requested it —
 * or only on `requesterId`'s requests, for a caller who does not read the record (decision 0063).
 */
export async function patientHasOpenExam(
  db: DbOrTx, programId: ScopedProgramId, patientId: number, examGroupId: number, exceptProcedureId: number, requesterId?: number,
) {
  const [row] = await db.select({ id: procedures.id }).from(procedures).where(and(
    eq(procedures.programId, programId), eq(procedures.patientId, patientId), eq(procedures.examGroupId, examGroupId),
    sql`${procedures.id} <> ${exceptProcedureId}`, requesterId === undefined ? undefined : eq(procedures.createdById, requesterId),
    exists(db.select({ one: sql`1` }).from(procedureChildren).where(and(
      eq(procedureChildren.procedureId, procedures.id), inArray(procedureChildren.status, ['OPEN', 'APPROVED', 'SCHEDULED']),
    ))),
  )).limit(1);
  return row !== undefined;
}

/** The caller's request made with that idempotency key, if any. */
export async function findByIdempotencyKey(db: DbOrTx, reach: RequestReach, userId: number, key: string) {
  const [row] = await db.select({
    id: procedures.id, code: procedures.code, type: procedures.type, logisticType: procedures.logisticType, fingerprint: procedures.idempotencyFingerprint,
  })
    .from(procedures)
    .where(and(requestsReachable(procedures, reach), eq(procedures.createdById, userId), eq(procedures.idempotencyKey, key)));
  return row;
}

/** What the reverse-postage job needs of a request (a system read, not a viewer's). */
export async function findForReversePostage(db: DbOrTx, procedureId: number) {
  const [row] = await db.select({
    id: procedures.id, code: procedures.code, status: procedures.status, logisticType: procedures.logisticType,
    address: procedures.address, reversePostageCode: procedures.reversePostageCode,
  }).from(procedures).where(eq(procedures.id, procedureId));
  return row;
}

export async function setReversePostageCode(db: DbOrTx, procedureId: number, code: string): Promise<void> {
  await db.update(procedures).set({ reversePostageCode: code, updatedAt: new Date() })
    .where(and(eq(procedures.id, procedureId), sql`${procedures.reversePostageCode} is null`));
}
