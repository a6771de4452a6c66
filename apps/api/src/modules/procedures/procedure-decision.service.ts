import type { z } from 'zod';
import { canDecide, type procedureDecisionSchema, type ProcedureDetail } from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, conflict, forbidden } from '../../lib/app-error.ts';
import { retryOnConflict } from '../../lib/transaction-retry.ts';
import type { Deps } from '../../context/deps.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notifyRequestStatusChanged } from '../notifications/index.ts';
import { childrenOf } from './procedure-detail.repository.ts';
import { giveBackVouchers, saveWithStatuses } from './procedure-effects.ts';
import { updateChildren } from './procedure-write.repository.ts';
import { detailOf, visibleProcedure } from './procedures-read.service.ts';

type Decision = z.output<typeof procedureDecisionSchema>;

/**
 * `PUT /procedures/{procedureId}/status` (spec §4 Procedure, §6): approve the selected children or
 * reject, only from OPEN, only by whom `canDecide` allows (the rule the detail's `canDecide` and so
 * the screen's buttons read). A request of a type whose module the caller lacks is not found (404),
 * like one outside their programme or hierarchy. The procedure row is locked first, so of
 * two submissions the second finds it decided (409 procedureNotOpen). Children left out and every
 * child of a rejection are REJECTED and their vouchers return to the requester; a travel request
 * approves all of its children. All in one transaction; the answer is the new detail.
 */
export async function decide(deps: Deps, ctx: RequestContext, procedureId: number, body: Decision): Promise<ProcedureDetail> {
  return retryOnConflict(() => deps.db.transaction(async (tx) => {
    const record = await visibleProcedure(tx, ctx, procedureId, true);
    if (record.status !== 'OPEN' && ctx.userType !== 'DOCTOR') throw conflict('procedureNotOpen');
    if (!canDecide(ctx, record)) throw forbidden();

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
      after: { status, approvedChildIds: selected, rejectedChildIds: left, vouchersReturned: returned, reason: body.reason ?? null },
    });
    await notifyRequestStatusChanged(tx, record, body.status === 'APPROVED'
      ? { kind: 'REQUEST_APPROVED' } : { kind: 'REQUEST_REJECTED', reason: body.reason ?? null }, now);
    return detailOf(tx, ctx, await visibleProcedure(tx, ctx, record.id));
  }));
}
