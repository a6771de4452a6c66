import type { z } from 'zod';
import { canDecide, type procedureListQuerySchema, type ProcedureDetail, type ProcedureRow } from '@portal/domain';
import { recordAudit } from '#platform/lib/audit.ts';
import { recordPageRead } from '#platform/lib/read-records.ts';
import { cappedTotal, sharedPages } from '#platform/lib/paging.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { programIn } from '#platform/context/scope.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { readTogether } from '#platform/lib/read-together.ts';
import { reachOf } from '#platform/lib/request-type-filter.ts';
import { childNames, countRows, listKey, listRows, type ProcedureListFilter } from './procedure-list.repository.ts';
import {
  childrenOf, eligibilityOf, examGroupFlags, fieldLabels, findRow, findVisibleProcedure, institutionName, movementsOf,
  type ProcedureRecord, type Visibility,
} from './procedure-detail.repository.ts';
import {
  addressOf, fieldAnswersOf, isoOrNull, seesPatientInLists, timelineOf, toChild, toRow, treatmentLocationOf, undoRejectionUntil,
} from './procedure-views.ts';

export type ListQuery = z.output<typeof procedureListQuerySchema>;

/** The session's programme, the viewer's hierarchy and the types they reach: what every by-id read is bounded by. */
export const visibilityOf = (ctx: RequestContext): Visibility => reachOf(ctx);

/** The list filter of a query; a programme the caller may not name answers 404 procedureNotFound. */
export function listFilter(ctx: RequestContext, q: Omit<ListQuery, 'skip' | 'take' | 'sortBy' | 'sort'>): ProcedureListFilter {
  return {
    ...reachOf(ctx, programIn(ctx.scope, q.programId, 'procedureNotFound')), type: q.type, statuses: q.status,
    followupIds: q.followupIds, examGroupIds: q.examGroupIds, yearMonth: q.yearMonth, search: q.filter, doctorId: q.doctorId,
    scheduledFrom: q.scheduledFrom, scheduledTo: q.scheduledTo,
    withPatient: seesPatientInLists(ctx.userType),
  };
}

/** Rows with their children's names, shaped for the viewer. */
export async function rowsFor(db: DbOrTx, ctx: RequestContext, rows: Awaited<ReturnType<typeof listRows>>): Promise<ProcedureRow[]> {
  const names = await childNames(db, rows.map((r) => r.id));
  return rows.map((r) => toRow(r, names.get(r.id) ?? [], ctx.userType));
}

/** Pages shaped for a viewer type (the type decides the patient's and the requester's columns). */
const listPages = sharedPages<ProcedureRow[]>();

/**
 * `GET /procedures`: one page and the total, both shared by the viewers who see the same rows for
 * the cache's moment (decision 0093); every call's page ids go to the audit trail (patient data
 * read) and its patients' privacy centres count the page, in the same statement (decision 0064).
 */
export async function list({ db, now }: Deps, ctx: RequestContext, q: ListQuery) {
  const filter = listFilter(ctx, q);
  const page = { skip: q.skip, take: q.take, sortBy: q.sortBy, descending: q.sort === 1 };
  const [data, counted] = await Promise.all([
    listPages([...listKey(filter), ctx.userType, page], async () => rowsFor(db, ctx, await listRows(db, filter, page))),
    countRows(db, filter),
  ]);
  if (data.length > 0) {
    const ids = data.map((r) => r.id);
    await recordPageRead(db, { readerId: ctx.userId, at: now(), source: 'requestList', requestType: q.type }, ids, {
      actorId: ctx.userId, action: 'procedure.list', entity: 'procedure', entityId: null, ip: ctx.ip,
      after: { programId: filter.programId, type: q.type, ids },
    });
  }
  return { data, ...cappedTotal(counted) };
}

/** The procedure the viewer may read, or 404 procedureNotFound (another programme's, another doctor's, a missing id). */
export async function visibleProcedure(db: DbOrTx, ctx: RequestContext, id: number, lock = false): Promise<ProcedureRecord> {
  const record = await findVisibleProcedure(db, visibilityOf(ctx), id, lock);
  if (!record) throw notFound('procedureNotFound');
  return record;
}

/** The detail of spec §3 Procedure as the viewer sees it: what they may do next included. */
export async function detailOf(db: DbOrTx, ctx: RequestContext, record: ProcedureRecord): Promise<ProcedureDetail> {
  const v = visibilityOf(ctx);
  const { examGroupId } = record;
  const [row, children, movements, eligibility, labels, flags, institution] = await readTogether(db, [
    () => findRow(db, v, record), () => childrenOf(db, record.id), () => movementsOf(db, record.id), () => eligibilityOf(db, record.id),
    () => fieldLabels(db, record), async () => (examGroupId === null ? undefined : examGroupFlags(db, examGroupId)),
    () => institutionName(db, record.institutionId),
  ]);
  if (!row) throw notFound('procedureNotFound');
  const childName = new Map(children.map((c) => [c.id, c.name]));
  const base = toRow(row, children.map((c) => c.name), ctx.userType);
  return {
    ...base,
    // A patient's invitation is about the patient: its detail names who was invited, whoever reads it.
    ...(record.type === 'PATIENTS' && row.patientCpf !== null ? { patient: { name: row.patientName, cpf: row.patientCpf } } : {}),
    storedStatus: record.status,
    approvedAt: isoOrNull(record.approvedAt), scheduledAt: isoOrNull(record.scheduledAt), collectedAt: isoOrNull(record.collectedAt),
    receivedAt: isoOrNull(record.receivedAt), concludedAt: isoOrNull(record.concludedAt), canceledAt: isoOrNull(record.canceledAt),
    createdBy: { id: row.requesterId, name: row.requesterName, crm: row.requesterCrm, uf: row.requesterUf },
    cancelationReason: record.cancelationReason, rejectionReason: record.rejectionReason, instructions: record.instructions,
    agreementType: record.agreementType, logisticType: record.logisticType, reversePostageCode: record.reversePostageCode,
    institution, needsProgrammeApproval: record.needsProgrammeApproval,
    canDecide: canDecide(ctx, record),
    undoRejectionUntil: isoOrNull(undoRejectionUntil(ctx, record)),
    timeline: timelineOf(record.type, flags),
    eligibilityResults: eligibility.map((e) => ({
      id: e.id, result: e.result, description: e.description, itemName: e.childId === null ? null : childName.get(e.childId) ?? null,
      childId: e.childId,
    })),
    children: children.map((c) => toChild(c, movements, ctx.userType)),
    fieldAnswers: fieldAnswersOf(record.fieldAnswers, labels),
    address: addressOf(record),
    treatmentLocation: treatmentLocationOf(record),
  };
}

/** `GET /procedures/{id}`: the detail; the read of patient data is audited. */
export async function get({ db }: Deps, ctx: RequestContext, id: number): Promise<ProcedureDetail> {
  const record = await visibleProcedure(db, ctx, id);
  const detail = await detailOf(db, ctx, record);
  await recordAudit(db, { actorId: ctx.userId, action: 'procedure.read', entity: 'procedure', entityId: id, ip: ctx.ip });
  return detail;
}

/** `GET /procedures/authorizer-info/{procedureId}`: the authorizer's answer per child (voucher, deadline, consultation). */
export async function authorizerInfo({ db }: Deps, ctx: RequestContext, procedureId: number) {
  const record = await visibleProcedure(db, ctx, procedureId);
  const children = await childrenOf(db, record.id);
  return children.map((c) => ({
    childId: c.id,
    voucher: c.authorizerInfo?.voucher ?? null,
    prazoEstimado: c.authorizerInfo?.prazoEstimado ?? null,
    informacaoConsulta: c.authorizerInfo?.informacaoConsulta ?? null,
  }));
}
