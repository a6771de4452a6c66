import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { ErrorCode, InventoryType, PermissionType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { inventoryMovements, userGroupPermissions } from '#db/schema/index.ts';
import { conflict } from './app-error.ts';

/** Whether any of the conditions holds, in one round trip: what a delete refusal asks. */
export async function anyExists(db: DbOrTx, ...conditions: SQL[]): Promise<boolean> {
  const rows = await queryRows<{ inUse: boolean }>(db, sql`select (${sql.join(conditions, sql` or `)}) as "inUse"`);
  return Boolean(rows[0]?.inUse);
}

/** A module's one check of whether anything still names a record of its kind. */
export type InUseCheck = (db: DbOrTx, id: number) => Promise<boolean>;

/**
 * The one refusal of a record still in use: 409 `linkedCode` when its module's check holds. A
 * delete asks it, and so does an update that would move the record away from what names it
 * (another programme, follow-up or group).
 */
export async function refuseIfInUse(db: DbOrTx, id: number, inUse: InUseCheck, linkedCode: ErrorCode): Promise<void> {
  if (await inUse(db, id)) throw conflict(linkedCode);
}

/** A row of the column's table names the record through that column (a child, a link). */
export const rowsRefer = (column: Column, id: number): SQL =>
  sql`exists (select 1 from ${column.table} where ${column} = ${id})`;

/** A user group's permission of this type grants the record (as its group or its item). */
export const permissionRefers = (type: PermissionType, level: 'group' | 'item', id: number): SQL =>
  sql`exists (select 1 from ${userGroupPermissions} where ${userGroupPermissions.type} = ${type} and ${level === 'group' ? userGroupPermissions.groupId : userGroupPermissions.itemId} = ${id})`;

/**
 * Whether the stock ledger refers to a configuration row (as the group or the item of an
 * inventory): deleting it would orphan balances and their history.
 */
export const stockRefers = (type: InventoryType, level: 'group' | 'item', id: number): SQL => sql`exists (
  select 1 from ${inventoryMovements}
   where ${and(eq(inventoryMovements.inventoryType, type), eq(level === 'group' ? inventoryMovements.groupId : inventoryMovements.itemId, id))}
)`;
