import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthorizerInfo, ExamSubStatus, ProcedureChildType, ProcedureStatus } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import {
  examGroups, institutions, inventoryMovements, procedureChildren, procedureEligibilityResults, procedureFieldConfigs, procedures, users,
} from '#db/schema/index.ts';
import { requestsReachable, type RequestReach } from '#platform/lib/request-type-filter.ts';
import { childName, childNameJoins } from './procedure-child-name.repository.ts';
import { listWhere, rowsWhere, type ProcedureListRow } from './procedure-list.repository.ts';

/** One procedure's detail pieces (spec §3 Procedure), each read bounded by what the viewer sees. */

/** The programme, the viewer's hierarchy and the request types they reach. */
export type Visibility = RequestReach;

export type ProcedureRecord = typeof procedures.$inferSelect;

/** The procedure itself when the viewer may read it; `lock` takes a row lock for a write that follows. */
export async function findVisibleProcedure(db: DbOrTx, v: Visibility, id: number, lock = false): Promise<ProcedureRecord | undefined> {
  const query = db.select().from(procedures).where(and(eq(procedures.id, id), requestsReachable(procedures, v)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The procedures of these ids the viewer may read, in id order (the order rows are locked in, so two writers never deadlock). */
export async function findVisibleProcedures(db: DbOrTx, v: Visibility, ids: readonly number[], lock = false): Promise<ProcedureRecord[]> {
  if (ids.length === 0) return [];
  const query = db.select().from(procedures)
    .where(and(inArray(procedures.id, [...ids]), requestsReachable(procedures, v))).orderBy(asc(procedures.id));
  return lock ? query.for('update') : query;
}

/** The procedure's list row (names of its follow-up, group, patient, requester…). */
export async function findRow(db: DbOrTx, v: Visibility, record: ProcedureRecord): Promise<ProcedureListRow | undefined> {
  const [row] = await rowsWhere(db, sql`${listWhere({ ...v, type: record.type })} and ${procedures.id} = ${record.id}`);
  return row;
}

export interface ChildRecord {
  id: number;
  code: string;
  type: ProcedureChildType;
  status: ProcedureStatus;
  subStatus: ExamSubStatus | null;
  name: string;
  institution: string | null;
  paidByVoucher: boolean;
  reason: string | null;
  authorizerInfo: AuthorizerInfo | null;
  approvedAt: Date | string | null;
  scheduledAt: Date | string | null;
  collectedAt: Date | string | null;
  receivedAt: Date | string | null;
  concludedAt: Date | string | null;
  canceledAt: Date | string | null;
  appointmentAt: Date | string | null;
  appointmentPlace: string | null;
}

/** The children of a procedure already found visible, in order; `lock` locks them too. */
export async function childrenOf(db: DbOrTx, procedureId: number, lock = false): Promise<ChildRecord[]> {
  return queryRows<ChildRecord>(db, sql`
    select c.id, c.code, c.type, c.status, c.sub_status as "subStatus", ${childName} as name,
           i.name as institution, c.paid_by_voucher as "paidByVoucher", c.reason, c.authorizer_info as "authorizerInfo",
           c.approved_at as "approvedAt", c.scheduled_at as "scheduledAt", c.collected_at as "collectedAt",
           c.received_at as "receivedAt", c.concluded_at as "concludedAt", c.canceled_at as "canceledAt",
           c.appointment_at as "appointmentAt", c.appointment_place as "appointmentPlace"
      from ${procedureChildren} c ${childNameJoins}
      left join ${institutions} i on i.id = c.institution_id
     where c.procedure_id = ${procedureId}
     order by c.id ${lock ? sql`for update of c` : sql``}`);
}

export interface MovementRecord {
  childId: number;
  amount: number;
  fromUserId: number | null;
  toUserId: number | null;
  userName: string | null;
  userType: string | null;
  createdAt: Date | string;
}

/** The ledger movements tied to the procedure's children (spent and returned vouchers), oldest first. */
export function movementsOf(db: DbOrTx, procedureId: number): Promise<MovementRecord[]> {
  return queryRows<MovementRecord>(db, sql`
    select m.procedure_child_id as "childId", m.amount, m.from_user_id as "fromUserId", m.to_user_id as "toUserId",
           u.name as "userName", u.type as "userType", m.created_at as "createdAt"
      from ${inventoryMovements} m
      left join ${users} u on u.id = coalesce(m.from_user_id, m.to_user_id)
     where m.procedure_id = ${procedureId} and m.procedure_child_id is not null
     order by m.id`);
}

export function eligibilityOf(db: DbOrTx, procedureId: number) {
  return db.select({
    id: procedureEligibilityResults.id, result: procedureEligibilityResults.result,
    description: procedureEligibilityResults.description, childId: procedureEligibilityResults.childId,
  }).from(procedureEligibilityResults).where(eq(procedureEligibilityResults.procedureId, procedureId))
    .orderBy(asc(procedureEligibilityResults.id));
}

/** The field labels of the group the request was made in (exam group, patient procedure or travel group), by field name. */
export async function fieldLabels(db: DbOrTx, record: ProcedureRecord): Promise<Map<string, string>> {
  const owner = record.examGroupId !== null
    ? eq(procedureFieldConfigs.examGroupId, record.examGroupId)
    : record.patientProcedureId !== null ? eq(procedureFieldConfigs.patientProcedureId, record.patientProcedureId)
      : record.travelGroupId !== null ? eq(procedureFieldConfigs.travelGroupId, record.travelGroupId) : undefined;
  if (!owner) return new Map();
  const rows = await db.select({ name: procedureFieldConfigs.name, label: procedureFieldConfigs.label })
    .from(procedureFieldConfigs).where(owner).orderBy(asc(procedureFieldConfigs.order), asc(procedureFieldConfigs.id));
  return new Map(rows.map((r) => [r.name, r.label]));
}

export async function examGroupFlags(db: DbOrTx, examGroupId: number) {
  const [row] = await db.select({
    showCreatedAt: examGroups.showCreatedAt, showApprovedAt: examGroups.showApprovedAt, showScheduledAt: examGroups.showScheduledAt,
    showCollectedAt: examGroups.showCollectedAt, showReceivedAt: examGroups.showReceivedAt, showConcludedAt: examGroups.showConcludedAt,
    showCanceledAt: examGroups.showCanceledAt, showInventory: examGroups.showInventory,
    showAuthorizerConsultInfo: examGroups.showAuthorizerConsultInfo,
  }).from(examGroups).where(eq(examGroups.id, examGroupId));
  return row;
}

export async function institutionName(db: DbOrTx, institutionId: number | null): Promise<string | null> {
  if (institutionId === null) return null;
  const [row] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, institutionId));
  return row?.name ?? null;
}

/** A child found by its code, with what the step rules read and its procedure. */
export interface CodedChild {
  id: number;
  code: string;
  procedureId: number;
  status: ProcedureStatus;
  scheduledAt: Date | string | null;
  collectedAt: Date | string | null;
  receivedAt: Date | string | null;
  appointmentAt: Date | string | null;
}

/** The children with these codes among the requests the viewer may read in `programId` (the step spreadsheet's rows). */
export async function childrenByCodes(db: DbOrTx, v: Visibility, codes: readonly string[]): Promise<CodedChild[]> {
  if (codes.length === 0) return [];
  return queryRows<CodedChild>(db, sql`
    select c.id, c.code, c.procedure_id as "procedureId", c.status, c.scheduled_at as "scheduledAt",
           c.collected_at as "collectedAt", c.received_at as "receivedAt", c.appointment_at as "appointmentAt"
      from ${procedureChildren} c join ${procedures} on ${procedures.id} = c.procedure_id
     where c.code in (${sql.join(codes.map((code) => sql`${code}`), sql`, `)})
       and ${requestsReachable(procedures, v)}`);
}
