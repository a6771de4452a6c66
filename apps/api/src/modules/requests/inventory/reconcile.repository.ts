import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { inventoryBalances, inventoryMovements } from '#db/schema/index.ts';

/** A holder and item whose balance row differs from the sum of its movements. */
export interface LedgerDifference {
  programId: number;
  userId: number;
  inventoryType: string;
  groupId: number;
  itemId: number;
  /** The balance row's amount (0 when the row is missing). */
  balance: number;
  /** Units moved to the holder minus units moved from them. */
  moved: number;
}

export interface ReconciliationReport {
  ok: boolean;
  balances: number;
  movements: number;
  differences: LedgerDifference[];
}

/**
 * The reconciliation check: for every holder and item, the balance row equals the units moved to
 * them minus the units moved from them, and nothing is negative. The programme's holder (null
 * party) keeps no row — its stock is unlimited — so it is not compared; since every movement
 * has two parties, what it gave away is exactly what every other holder's balance adds up to.
 * Only the first `limit` differences are listed.
 */
export async function reconcileLedger(db: DbOrTx, limit = 100): Promise<ReconciliationReport> {
  const differences = await queryRows<LedgerDifference>(db, sql`
    with moved as (
      select program_id, user_id, inventory_type, group_id, item_id, sum(delta)::bigint as amount
        from (
          select program_id, to_user_id as user_id, inventory_type, group_id, item_id, amount as delta
            from ${inventoryMovements} where to_user_id is not null
          union all
          select program_id, from_user_id, inventory_type, group_id, item_id, -amount
            from ${inventoryMovements} where from_user_id is not null
        ) m
       group by program_id, user_id, inventory_type, group_id, item_id
    )
    select program_id as "programId", user_id as "userId", inventory_type as "inventoryType", group_id as "groupId",
           item_id as "itemId", coalesce(b.amount, 0)::float8 as balance, coalesce(m.amount, 0)::float8 as moved
      from ${inventoryBalances} b
      full join moved m using (program_id, user_id, inventory_type, group_id, item_id)
     where coalesce(b.amount, 0) <> coalesce(m.amount, 0) or coalesce(b.amount, 0) < 0
     order by program_id, user_id, inventory_type, group_id, item_id
     limit ${limit}`);
  const [counts] = await queryRows<{ balances: number; movements: number }>(db, sql`
    select (select count(*) from ${inventoryBalances})::float8 as balances, (select count(*) from ${inventoryMovements})::float8 as movements`);
  return { ok: differences.length === 0, balances: counts!.balances, movements: counts!.movements, differences };
}
