import type { InventoryType } from '@portal/domain';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { findProgramUser, isVisibleToViewer } from './inventory.repository.ts';
import { groupExists, groupOfItem } from './inventory-items.repository.ts';
import type { LedgerKey } from './ledger.repository.ts';

/** The programme a call names: another programme answers like one that does not exist. */
export const namedProgram = (ctx: RequestContext, programId: number): ScopedProgramId => programIn(ctx.scope, programId, 'programNotFound');

export interface KeyInput { programId: number; inventoryType: InventoryType; groupId: number; itemId: number }

/**
 * The inventory a call names, checked: the group exists in the programme (404
 * inventoryGroupNotFound), the item exists in the programme (404 inventoryItemNotFound) and
 * belongs to that group (400 inventoryItemNotInGroup). Another programme's group or item answers
 * like a missing one.
 */
export async function ledgerKeyOf(db: DbOrTx, ctx: RequestContext, input: KeyInput): Promise<LedgerKey> {
  const programId = namedProgram(ctx, input.programId);
  if (!(await groupExists(db, input.inventoryType, input.groupId, programId))) throw notFound('inventoryGroupNotFound');
  const groupId = await groupOfItem(db, input.inventoryType, input.itemId, programId);
  if (groupId === undefined) throw notFound('inventoryItemNotFound');
  if (groupId !== input.groupId) throw new AppError('inventoryItemNotInGroup', 400);
  return { programId, inventoryType: input.inventoryType, groupId: input.groupId, itemId: input.itemId };
}

/**
 * A holder whose stock the caller may read: the caller, or a user of the programme below them
 * (administrators: anyone in the programme). Anyone else — not in the programme, or not below the
 * caller — answers 404 inventoryHolderNotFound alike, so ids do not reveal the hierarchy (decision 0040).
 */
export async function readableHolder(db: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, userId: number): Promise<void> {
  if (userId === ctx.userId) return;
  if (!(await findProgramUser(db, userId, programId))) throw notFound('inventoryHolderNotFound');
  if (!(await isVisibleToViewer(db, ctx.scope, userId))) throw notFound('inventoryHolderNotFound');
}
