import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InventoryType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { inventoryMovements } from '#db/schema/index.ts';

/** Whether any of the conditions holds, in one round trip: what a delete refusal asks. */
export async function anyExists(db: DbOrTx, ...conditions: SQL[]): Promise<boolean> {
  const rows = await queryRows<{ inUse: boolean }>(db, sql`select (${sql.join(conditions, sql` or `)}) as "inUse"`);
  return Boolean(rows[0]?.inUse);
}

/**
 * Whether the stock ledger refers to a configuration row (as the group or the item of an
 * inventory): deleting it would orphan balances and their history.
 */
export const stockRefers = (type: InventoryType, level: 'group' | 'item', id: number): SQL => sql`exists (
  select 1 from ${inventoryMovements}
   where ${and(eq(inventoryMovements.inventoryType, type), eq(level === 'group' ? inventoryMovements.groupId : inventoryMovements.itemId, id))}
)`;
