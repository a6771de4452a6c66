import type { InventoryType } from '@portal/domain';
import { AppError } from '#platform/lib/app-error.ts';
import type { Tx } from '#db/client.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { ensureBalances, lockBalances, postMovements, type LedgerKey } from './ledger.repository.ts';

/**
 * Requests and the ledger (spec §4 Procedure): a request spends one unit of the requester's stock
 * per child a voucher pays for (requester → programme holder), and a rejection, an exam left out
 * at approval or a cancellation gives it back (holder → requester). Each movement names the
 * procedure and child, in the caller's transaction.
 */
export interface VoucherOwner {
  programId: ScopedProgramId;
  inventoryType: InventoryType;
  groupId: number;
  /** The requester whose stock pays. */
  userId: number;
  /** Who acted (the requester, or the staff member returning the unit). */
  createdById: number;
  procedureId: number;
}

export interface VoucherChild {
  childId: number;
  itemId: number;
  /** Units of the item the child takes (a kit request's quantity); one when absent. */
  units?: number;
}

const keyOf = (owner: VoucherOwner, itemId: number): LedgerKey =>
  ({ programId: owner.programId, inventoryType: owner.inventoryType, groupId: owner.groupId, itemId });

/** What the requester holds of each item, read under lock so a concurrent request waits. */
export async function lockVouchers(tx: Tx, owner: Omit<VoucherOwner, 'procedureId' | 'createdById'>, itemIds: readonly number[]): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  for (const itemId of [...new Set(itemIds)].sort((a, b) => a - b)) {
    const key = { programId: owner.programId, inventoryType: owner.inventoryType, groupId: owner.groupId, itemId };
    const balances = await lockBalances(tx, key, [owner.userId]);
    held.set(itemId, balances.get(owner.userId) ?? 0);
  }
  return held;
}

/** Spends each child's units (one by default); 400 insufficientInventory (and the caller's rollback) when a balance lacks them. */
export async function spendVouchers(tx: Tx, owner: VoucherOwner, children: readonly VoucherChild[]): Promise<void> {
  for (const child of children) {
    const key = keyOf(owner, child.itemId);
    const held = await lockBalances(tx, key, [owner.userId]);
    const units = child.units ?? 1;
    if ((held.get(owner.userId) ?? 0) < units) throw new AppError('insufficientInventory', 400);
    await postMovements(tx, key, meta(owner, child), [{ fromUserId: owner.userId, toUserId: null, amount: units }], held);
  }
}

/** Gives back each child's units (one by default) to the requester. */
export async function returnVouchers(tx: Tx, owner: VoucherOwner, children: readonly VoucherChild[]): Promise<void> {
  for (const child of children) {
    const key = keyOf(owner, child.itemId);
    await ensureBalances(tx, key, [owner.userId]);
    const held = await lockBalances(tx, key, [owner.userId]);
    await postMovements(tx, key, meta(owner, child), [{ fromUserId: null, toUserId: owner.userId, amount: child.units ?? 1 }], held);
  }
}

/** A child's units together with the ledger group they belong to, as a procedure's ledger reads them back. */
export interface GroupedVoucher {
  childId: number;
  inventoryType: InventoryType;
  groupId: number;
  itemId: number;
  units: number;
}

/**
 * Spends (`spend`) or gives back (`return`) units that may span several inventories: one
 * `spendVouchers`/`returnVouchers` per inventory type and group, in the order each first appears.
 * Answers the units moved.
 */
export async function moveVouchersByGroup(
  tx: Tx, direction: 'spend' | 'return', owner: Omit<VoucherOwner, 'inventoryType' | 'groupId'>, units: readonly GroupedVoucher[],
): Promise<number> {
  const byKey = new Map<string, GroupedVoucher[]>();
  for (const u of units) {
    const key = `${u.inventoryType}:${u.groupId}`;
    const group = byKey.get(key);
    if (group) group.push(u);
    else byKey.set(key, [u]);
  }
  const move = direction === 'spend' ? spendVouchers : returnVouchers;
  for (const group of byKey.values()) {
    const first = group[0]!;
    await move(tx, { ...owner, inventoryType: first.inventoryType, groupId: first.groupId },
      group.map((u) => ({ childId: u.childId, itemId: u.itemId, units: u.units })));
  }
  return units.reduce((sum, u) => sum + u.units, 0);
}

const meta = (owner: VoucherOwner, child: VoucherChild) =>
  ({ createdById: owner.createdById, distributionType: null, reason: null, procedureId: owner.procedureId, procedureChildId: child.childId });
