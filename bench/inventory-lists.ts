import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/api/src/db/client.ts';
import { seedBulkUsers } from '../apps/api/src/main/seed/bulk-users.ts';
import type { ListFamily } from './list-family.ts';
import { PROGRAM } from './list-family.ts';

/**
 * The inventory lists: the movement history, the balances list and the recipients of a
 * distribution, over the run's size of movements of one first-medicine item, each an ADD_UNITS
 * from the programme's holder to one of as many programme users (the bulk users of the users
 * bench, shared), with the balances they add up to; and the managers picker over those users.
 */
interface Key { programId: number; groupId: number; itemId: number }
let key: Key | undefined;

async function itemKey(db: Db): Promise<Key> {
  const [row] = await queryRows<Key>(db, sql`
    select g.id as "programId", p.id as "groupId", pr.id as "itemId"
      from programs g join products p on p.program_id = g.id join presentations pr on pr.product_id = p.id
     where g.slug = ${PROGRAM} order by p.id, pr.id limit 1`);
  if (!row) throw new Error(`${PROGRAM} has no presentation`);
  return row;
}

async function growMovements(db: Db, count: number): Promise<void> {
  const k = key ??= await itemKey(db);
  const [current] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from inventory_movements
    where program_id = ${k.programId} and inventory_type = 'FIRST_MEDICINE' and group_id = ${k.groupId} and item_id = ${k.itemId}`);
  const have = current?.n ?? 0;
  if (have >= count) return;
  await seedBulkUsers(db, count, { start: 1 });
  await db.execute(sql`
    with admin as materialized (select id from users where email = 'admin@demo.com.br'),
    people as materialized (
      select (row_number() over (order by u.id) - 1)::int as i, u.id from users u join program_users pu on pu.user_id = u.id
       where pu.program_id = ${k.programId} and u.email like 'usuario%' order by u.id limit ${count}::int),
    n as materialized (select count(*)::int as people from people)
    insert into inventory_movements (created_at, created_by_id, from_user_id, to_user_id, program_id, inventory_type, group_id, item_id,
                                     amount, distribution_type, reason)
    select now() - (s % 365) * interval '1 day' - (s % 86400) * interval '1 second', (select id from admin), null, p.id, ${k.programId},
           'FIRST_MEDICINE', ${k.groupId}, ${k.itemId}, 1 + s % 5, 'ADD_UNITS', 'Distribuição de amostras ' || s
      from generate_series(${have + 1}::int, ${count}::int) s cross join n join people p on p.i = s % n.people`);
  // What each holder has of the item: units moved to them minus units moved from them.
  await db.execute(sql`
    insert into inventory_balances (program_id, user_id, inventory_type, group_id, item_id, amount)
    select ${k.programId}, u.user_id, 'FIRST_MEDICINE', ${k.groupId}, ${k.itemId}, sum(u.amount)::int
      from (select to_user_id as user_id, amount from inventory_movements
             where program_id = ${k.programId} and inventory_type = 'FIRST_MEDICINE' and group_id = ${k.groupId} and item_id = ${k.itemId} and to_user_id is not null
            union all
            select from_user_id, -amount from inventory_movements
             where program_id = ${k.programId} and inventory_type = 'FIRST_MEDICINE' and group_id = ${k.groupId} and item_id = ${k.itemId} and from_user_id is not null) u
     group by u.user_id
    on conflict (program_id, user_id, inventory_type, group_id, item_id) do update set amount = excluded.amount`);
  await db.execute(sql`analyze inventory_movements, inventory_balances, users, program_users, doctors`);
}

export const inventoryLists: ListFamily = {
  name: 'inventory and people lists',
  grow: growMovements,
  async cases({ programId, get }) {
    const presentations = await get<{ id: number; product: { id: number } }[]>(`/api/programs/${programId}/presentations`);
    const [first] = presentations.sort((a, b) => a.product.id - b.product.id || a.id - b.id);
    const k = key ?? { programId, groupId: first?.product.id ?? 0, itemId: first?.id ?? 0 };
    const history = `/api/movements/inventory/history?programId=${programId}&skip=0&take=10`;
    const balances = `/api/movements/inventory?programId=${programId}&skip=0&take=10`;
    const recipients = `/api/users/for-distribution?programId=${programId}&inventoryType=FIRST_MEDICINE&groupId=${k.groupId}&itemId=${k.itemId}&skip=0&take=10`;
    const holder = await get<{ data: { userId: number }[] }>(`${balances}&filter=Lima`);
    return [
      { name: 'GET /movements/inventory/history page 1', path: history, as: 'admin' },
      { name: 'GET /movements/inventory/history userId', path: `${history}&userId=${holder.data[0]?.userId ?? 1}`, as: 'admin' },
      { name: 'GET /movements/inventory/history filter=Lima', path: `${history}&filter=Lima`, as: 'admin' },
      { name: 'GET /movements/inventory/history page 1', path: history, as: 'district' },
      { name: 'GET /movements/inventory (balances) page 1', path: balances, as: 'admin' },
      { name: 'GET /movements/inventory (balances) filter=Lima', path: `${balances}&filter=Lima`, as: 'admin' },
      { name: 'GET /movements/inventory (balances) page 1', path: balances, as: 'district' },
      { name: 'GET /users/for-distribution page 1', path: recipients, as: 'admin' },
      { name: 'GET /users/for-distribution filter=silva', path: `${recipients}&filter=silva`, as: 'admin' },
      { name: 'GET /users/for-distribution page 1', path: recipients, as: 'district' },
      // The manager picker of the user form: a people list over the same users.
      { name: 'GET /users/managers filter=Lima', path: `/api/users/managers?programId=${programId}&filter=Lima`, as: 'admin' },
      { name: 'GET /users/managers', path: `/api/users/managers?programId=${programId}`, as: 'district' },
    ];
  },
};
