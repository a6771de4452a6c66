import { displayStatus, rollUpStatus, type ProcedureStatus } from '@portal/domain';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { Tx } from '#db/client.ts';
import { moveVouchersByGroup } from '../inventory/index.ts';
import { childrenOf, type ProcedureRecord } from './procedure-detail.repository.ts';
import { spentVouchers, updateProcedure, type ProcedureChanges } from './procedure-write.repository.ts';

/**
 * What every change of a child brings along: the vouchers of children that will not be done go
 * back to the requester, and the procedure's stored and displayed statuses follow the children
 * (`rollUpStatus`, `displayStatus`: the rules of @portal/domain, so the lists' PARTIAL filter and
 * the chips agree).
 */

/**
 * Returns the units still spent on these children to the requester (ledger movements tied to each
 * child). `programId` is the programme the record was found in.
 */
export async function giveBackVouchers(
  tx: Tx, ctx: RequestContext, programId: ScopedProgramId, record: ProcedureRecord, childIds: readonly number[],
): Promise<number> {
  const spent = await spentVouchers(tx, record.id, record.createdById, childIds);
  return moveVouchersByGroup(tx, 'return', {
    programId, userId: record.createdById, createdById: ctx.userId, procedureId: record.id,
  }, spent);
}

/**
 * Saves the procedure's changes with its statuses recomputed from the children as they now are:
 * the decision's status when `decided` is given, else the roll-up of the children; `changes`
 * may depend on that status (a conclusion stamps the procedure only once it is CONCLUDED).
 */
export async function saveWithStatuses(
  tx: Tx, record: ProcedureRecord, changes: (status: ProcedureStatus) => ProcedureChanges, decided?: ProcedureStatus,
): Promise<ProcedureStatus> {
  const children = await childrenOf(tx, record.id);
  const status = decided ?? rollUpStatus(record.status, children);
  await updateProcedure(tx, record.id, { ...changes(status), status, displayStatus: displayStatus(status, children) });
  return status;
}
