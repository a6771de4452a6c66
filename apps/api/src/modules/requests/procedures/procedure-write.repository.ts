import { eq, inArray, sql } from 'drizzle-orm';
import type { InventoryType } from '@portal/domain';
import { queryRows, type Tx } from '#db/client.ts';
import { inventoryMovements, procedureChildren, procedures } from '#db/schema/index.ts';

/** The writes of the decision and of the steps after approval, in the caller's transaction. */

export type ProcedureChanges = Partial<Pick<typeof procedures.$inferInsert,
  'status' | 'displayStatus' | 'approvedAt' | 'approvedById' | 'rejectionReason' | 'cancelationReason' | 'scheduledAt' | 'collectedAt'
  | 'receivedAt' | 'concludedAt' | 'canceledAt'>>;

export type ChildChanges = Partial<Pick<typeof procedureChildren.$inferInsert,
  'status' | 'subStatus' | 'reason' | 'approvedAt' | 'scheduledAt' | 'collectedAt' | 'receivedAt' | 'concludedAt' | 'canceledAt'
  | 'appointmentAt' | 'appointmentPlace'>>;

export async function updateProcedure(tx: Tx, id: number, changes: ProcedureChanges): Promise<void> {
  await tx.update(procedures).set({ ...changes, updatedAt: new Date() }).where(eq(procedures.id, id));
}

/** The procedure of this id, locked, whoever asks: for a job that acts for the system, not for a viewer. */
export async function lockProcedureById(tx: Tx, id: number): Promise<typeof procedures.$inferSelect | undefined> {
  const [row] = await tx.select().from(procedures).where(eq(procedures.id, id)).for('update');
  return row;
}

export async function updateChildren(tx: Tx, ids: readonly number[], changes: ChildChanges): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(procedureChildren).set({ ...changes, updatedAt: new Date() }).where(inArray(procedureChildren.id, [...ids]));
}

/** A unit a child's requester still has spent on it: the ledger key it came from. */
export interface SpentVoucher {
  childId: number;
  inventoryType: InventoryType;
  groupId: number;
  itemId: number;
  /** How many units of the item are still spent on the child. */
  units: number;
}

/**
 * The vouchers still spent on these children: per child, units moved from the requester minus
 * units moved back, read from the ledger itself (so a unit is never returned twice, and it goes
 * back to the very item it came from).
 */
export async function spentVouchers(tx: Tx, procedureId: number, requesterId: number, childIds: readonly number[]): Promise<SpentVoucher[]> {
  if (childIds.length === 0) return [];
  const rows = await queryRows<SpentVoucher>(tx, sql`
    select procedure_child_id as "childId", inventory_type as "inventoryType", group_id as "groupId", item_id as "itemId",
           sum(case when from_user_id = ${requesterId} then amount when to_user_id = ${requesterId} then -amount else 0 end)::int as units
      from ${inventoryMovements}
     where procedure_id = ${procedureId} and procedure_child_id in (${sql.join(childIds.map((id) => sql`${id}`), sql`, `)})
     group by procedure_child_id, inventory_type, group_id, item_id
     order by procedure_child_id`);
  return rows.filter((r) => r.units > 0);
}

/**
 * What a rejection gave back: per child, its latest ledger movement when that is a return to the
 * requester (nothing moves a rejected child's vouchers after its rejection), so undoing the
 * rejection spends exactly those units again, on the very items.
 */
export async function lastReturnedVouchers(tx: Tx, procedureId: number, requesterId: number): Promise<SpentVoucher[]> {
  return queryRows<SpentVoucher>(tx, sql`
    select "childId", "inventoryType", "groupId", "itemId", units from (
      select distinct on (procedure_child_id) procedure_child_id as "childId", inventory_type as "inventoryType",
             group_id as "groupId", item_id as "itemId", amount::int as units, to_user_id
        from ${inventoryMovements}
       where procedure_id = ${procedureId} and procedure_child_id is not null
       order by procedure_child_id, id desc) latest
     where to_user_id = ${requesterId} and units > 0
     order by "childId"`);
}
