import type { z } from 'zod';
import {
  canDecide, type procedureDecisionSchema, type ProcedureDetail, type ProcedureStatus,
} from '@portal/domain';
import { recordAudit } from '#platform/lib/audit.ts';
import { AppError, conflict, forbidden } from '#platform/lib/app-error.ts';
import { retryOnConflict } from '#platform/lib/transaction-retry.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { Tx } from '#db/client.ts';
import { moveVouchersByGroup } from '../inventory/index.ts';
import { notifyRequestStatusChanged } from '#messaging/notifications/index.ts';
import { assertRequestersApprovable } from '#doctors/council/index.ts';
import { childrenOf, type ProcedureRecord } from './procedure-detail.repository.ts';
import { giveBackVouchers, saveWithStatuses } from './procedure-effects.ts';
import { lastReturnedVouchers, updateChildren, type SpentVoucher } from './procedure-write.repository.ts';
import { holdRejectionNotice, rejectionTold } from './rejection-notice.ts';
import { undoRejectionUntil } from './procedure-views.ts';
import { detailOf, visibleProcedure } from './procedures-read.service.ts';

export type Decision = z.output<typeof procedureDecisionSchema>;

/**
 * `PUT /procedures/{procedureId}/status` (spec §4 Procedure, §6): approve the selected children or
 * reject, only from OPEN, only by whom `canDecide` allows (the rule the detail's `canDecide` and so
 * the screen's buttons read). A request of a type whose module the caller lacks is not found (404),
 * like one outside their programme or hierarchy. The procedure row is locked first, so of
 * two submissions the second finds it decided (409 procedureNotOpen). An approval of a request
 * whose requester's registration is no longer active is refused (409 requesterRegistrationInactive,
 * decision 0060). All in one transaction; the answer is the new detail.
 */
export async function decide(deps: Deps, ctx: RequestContext, procedureId: number, body: Decision): Promise<ProcedureDetail> {
  return retryOnConflict(() => deps.db.transaction(async (tx) => {
    const record = await visibleProcedure(tx, ctx, procedureId, true);
    checkDecidable(ctx, record);
    if (body.status === 'APPROVED') await assertRequestersApprovable(tx, [record]);
    await applyDecision(tx, deps, ctx, record, body);
    return detailOf(tx, ctx, await visibleProcedure(tx, ctx, record.id));
  }));
}

/** 409 procedureNotOpen for a decided request (a doctor learns nothing from it: 403), 403 for one the caller may not decide. */
export function checkDecidable(ctx: RequestContext, record: ProcedureRecord): void {
  if (record.status !== 'OPEN' && ctx.userType !== 'DOCTOR') throw conflict('procedureNotOpen');
  if (!canDecide(ctx, record)) throw forbidden();
}

/**
 * One decision on a locked, checked request, in the caller's transaction: the selected children
 * APPROVED (a travel request all of them), the others and every child of a rejection REJECTED with
 * their vouchers back to the requester, the statuses recomputed and one audit entry; the requester
 * is notified of an approval now, of a rejection when its undo window has passed. Single and bulk
 * decisions both come through here.
 */
export async function applyDecision(
  tx: Tx, deps: Deps, ctx: RequestContext, record: ProcedureRecord, body: Decision, via: 'detail' | 'queue' = 'detail',
): Promise<ProcedureStatus> {
  const children = await childrenOf(tx, record.id, true);
  const ids = new Set(children.map((c) => c.id));
  let selected: number[] = [];
  if (body.status === 'APPROVED') {
    selected = record.type === 'TRAVEL' ? [...ids] : [...new Set(body.procedureIds)];
    if (selected.length === 0) throw new AppError('procedureSelectionRequired', 400);
    if (selected.some((id) => !ids.has(id))) throw new AppError('procedureChildNotInProcedure', 400);
  }
  const left = [...ids].filter((id) => !selected.includes(id));
  const now = deps.now();
  await updateChildren(tx, selected, { status: 'APPROVED', approvedAt: now });
  await updateChildren(tx, left, { status: 'REJECTED', reason: body.reason ?? null });
  const returned = await giveBackVouchers(tx, ctx, ctx.scope.programId, record, left);
  const status = await saveWithStatuses(tx, record, () => ({
    approvedAt: now, approvedById: ctx.userId, rejectionReason: body.status === 'REJECTED' ? body.reason ?? null : null,
  }), body.status);
  await recordAudit(tx, {
    actorId: ctx.userId, action: body.status === 'APPROVED' ? 'procedure.approve' : 'procedure.reject', entity: 'procedure',
    entityId: record.id, ip: ctx.ip, before: { status: record.status },
    after: { status, approvedChildIds: selected, rejectedChildIds: left, vouchersReturned: returned, reason: body.reason ?? null, via },
  });
  // An approval is told at once; a rejection once its undo window has passed (decision 0057).
  if (body.status === 'APPROVED') await notifyRequestStatusChanged(tx, record, { kind: 'REQUEST_APPROVED' }, now);
  else await holdRejectionNotice(tx, record, now);
  return status;
}

/**
 * `POST /procedures/{procedureId}/undo-rejection`: reopens a request its caller rejected less than
 * a minute ago — the children OPEN again, the vouchers the rejection gave back spent again (400
 * insufficientInventory if the doctor used them meanwhile), audited. The window is the server's.
 */
export async function undoRejection(deps: Deps, ctx: RequestContext, procedureId: number): Promise<ProcedureDetail> {
  return retryOnConflict(() => deps.db.transaction(async (tx) => {
    const record = await visibleProcedure(tx, ctx, procedureId, true);
    const until = undoRejectionUntil(ctx, record);
    if (!until) throw conflict('rejectionUndoUnavailable');
    if (deps.now().getTime() > until.getTime()) throw conflict('rejectionUndoExpired');
    // The notice went out (a worker whose clock ran ahead): the requester was told, so it stands.
    if (await rejectionTold(tx, record)) throw conflict('rejectionUndoExpired');
    const children = await childrenOf(tx, record.id, true);
    const respent = await spendAgain(tx, ctx, record, await lastReturnedVouchers(tx, record.id, record.createdById));
    await updateChildren(tx, children.map((c) => c.id), { status: 'OPEN', reason: null, approvedAt: null });
    await saveWithStatuses(tx, record, () => ({ approvedAt: null, approvedById: null, rejectionReason: null }), 'OPEN');
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'procedure.undoRejection', entity: 'procedure', entityId: record.id, ip: ctx.ip,
      before: { status: record.status, reason: record.rejectionReason }, after: { status: 'OPEN', vouchersSpent: respent },
    });
    return detailOf(tx, ctx, await visibleProcedure(tx, ctx, record.id));
  }));
}

/** Spends again the units a rejection gave back, on the very items; answers how many. */
function spendAgain(tx: Tx, ctx: RequestContext, record: ProcedureRecord, units: readonly SpentVoucher[]): Promise<number> {
  return moveVouchersByGroup(tx, 'spend', {
    programId: ctx.scope.programId, userId: record.createdById, createdById: ctx.userId, procedureId: record.id,
  }, units);
}
