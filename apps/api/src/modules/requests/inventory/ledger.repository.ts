import { sql } from 'drizzle-orm';
import type { DistributionType, InventoryType } from '@portal/domain';
import { queryRows, type Tx } from '#db/client.ts';
import { inventoryBalances, inventoryMovements } from '#db/schema/index.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';

/** One inventory of a programme: what a balance row and a movement are about. */
export interface LedgerKey {
  programId: ScopedProgramId;
  inventoryType: InventoryType;
  groupId: number;
  itemId: number;
}

/** Units moving between two holders; null is the programme's holder. */
export interface Movement { fromUserId: number | null; toUserId: number | null; amount: number }

export interface MovementMeta {
  createdById: number;
  distributionType: DistributionType | null;
  reason: string | null;
  procedureId: number | null;
  /** The request child a voucher movement belongs to. */
  procedureChildId?: number | null;
}

const ints = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;
/** Nullable user ids: PostgreSQL arrays hold NULL, which stands for the programme's holder. */
const nullableInts = (values: readonly (number | null)[]) => sql`${sql.param(values)}::int[]`;

const keyIs = (key: LedgerKey) => sql`${inventoryBalances.programId} = ${key.programId}
  and ${inventoryBalances.inventoryType} = ${key.inventoryType}
  and ${inventoryBalances.groupId} = ${key.groupId}
  and ${inventoryBalances.itemId} = ${key.itemId}`;

/**
 * Gives these users a balance row of 0 where they have none, so the next lock covers them too
 * (a row that does not exist cannot be locked). Inserted in user order, like the lock.
 */
export async function ensureBalances(tx: Tx, key: LedgerKey, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into ${inventoryBalances} (program_id, user_id, inventory_type, group_id, item_id, amount)
    select ${key.programId}::integer, u, ${key.inventoryType}::text, ${key.groupId}::integer, ${key.itemId}::integer, 0
      from unnest(${ints([...userIds].sort((a, b) => a - b))}) as u
     order by u
    on conflict do nothing`);
}

/**
 * Locks the balance rows of these users until the transaction ends and returns what each holds
 * (0 without a row). Rows are locked in user order, so two distributions touching the same people
 * queue instead of each holding what the other waits for.
 */
export async function lockBalances(tx: Tx, key: LedgerKey, userIds: readonly number[]): Promise<Map<number, number>> {
  const held = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return held;
  const rows = await queryRows<{ user_id: number; amount: number }>(tx, sql`
    select user_id, amount from ${inventoryBalances}
     where ${keyIs(key)} and user_id = any(${ints(userIds)})
     order by user_id
       for update`);
  for (const row of rows) held.set(row.user_id, row.amount);
  return held;
}

/** Appends the movements in one statement, whatever their number. */
export async function appendMovements(tx: Tx, key: LedgerKey, meta: MovementMeta, movements: readonly Movement[]): Promise<void> {
  if (movements.length === 0) return;
  await tx.execute(sql`
    insert into ${inventoryMovements}
      (created_by_id, from_user_id, to_user_id, program_id, inventory_type, group_id, item_id, amount, distribution_type, reason, procedure_id, procedure_child_id)
    select ${meta.createdById}::integer, m.from_user_id, m.to_user_id, ${key.programId}::integer, ${key.inventoryType}::text,
           ${key.groupId}::integer, ${key.itemId}::integer, m.amount, ${meta.distributionType}::text, ${meta.reason}::text,
           ${meta.procedureId}::integer, ${meta.procedureChildId ?? null}::integer
      from unnest(${nullableInts(movements.map((m) => m.fromUserId))}, ${nullableInts(movements.map((m) => m.toUserId))},
                  ${ints(movements.map((m) => m.amount))}) with ordinality as m(from_user_id, to_user_id, amount, n)
     order by m.n`);
}

/** Writes the new amounts of balance rows this transaction has locked (or creates them). */
export async function setBalances(tx: Tx, key: LedgerKey, amounts: ReadonlyMap<number, number>): Promise<void> {
  if (amounts.size === 0) return;
  const ids = [...amounts.keys()].sort((a, b) => a - b);
  await tx.execute(sql`
    insert into ${inventoryBalances} (program_id, user_id, inventory_type, group_id, item_id, amount)
    select ${key.programId}::integer, v.user_id, ${key.inventoryType}::text, ${key.groupId}::integer, ${key.itemId}::integer, v.amount
      from unnest(${ints(ids)}, ${ints(ids.map((id) => amounts.get(id)!))}) as v(user_id, amount)
    on conflict (program_id, user_id, inventory_type, group_id, item_id)
    do update set amount = excluded.amount, updated_at = now()`);
}

/**
 * Posts movements whose parties' rows are locked (`held`, from lockBalances): appends them and
 * moves each non-holder party's balance by what they received minus what they gave. Returns the
 * new amounts. The balances' CHECK refuses a negative result, which rolls everything back.
 */
export async function postMovements(
  tx: Tx, key: LedgerKey, meta: MovementMeta, movements: readonly Movement[], held: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const next = new Map<number, number>();
  const move = (userId: number | null, delta: number) => {
    if (userId === null) return;
    next.set(userId, (next.get(userId) ?? held.get(userId) ?? 0) + delta);
  };
  for (const m of movements) {
    move(m.fromUserId, -m.amount);
    move(m.toUserId, m.amount);
  }
  await appendMovements(tx, key, meta, movements);
  await setBalances(tx, key, next);
  return next;
}
