import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DistributionType, InventoryType, UserType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { inventoryBalances, inventoryMovements, procedures, programUsers, users } from '#db/schema/index.ts';
import { cappedCountOf, cappedTotal, searchAny, sharedTotals, totalOf } from '#platform/lib/paging.ts';
import { inTeam, viewerKey, visibleToViewer } from '#platform/lib/scope-filter.ts';
import type { Scope, ScopedProgramId } from '#platform/context/scope.ts';
import { inventoryItems } from './inventory-items.repository.ts';
import type { LedgerKey } from './ledger.repository.ts';

/** What one user holds of one item (0 without a balance row). */
export async function balanceOf(db: DbOrTx, key: LedgerKey, userId: number): Promise<number> {
  const [row] = await db.select({ amount: inventoryBalances.amount }).from(inventoryBalances).where(and(
    eq(inventoryBalances.programId, key.programId), eq(inventoryBalances.userId, userId),
    eq(inventoryBalances.inventoryType, key.inventoryType), eq(inventoryBalances.groupId, key.groupId),
    eq(inventoryBalances.itemId, key.itemId),
  ));
  return row?.amount ?? 0;
}

/** A user's balances of one inventory type (optionally one group), in group and item order. */
export function balancesOf(db: DbOrTx, programId: ScopedProgramId, userId: number, type: InventoryType, groupId?: number) {
  return db.select({ groupId: inventoryBalances.groupId, itemId: inventoryBalances.itemId, amount: inventoryBalances.amount })
    .from(inventoryBalances)
    .where(and(
      eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, userId), eq(inventoryBalances.inventoryType, type),
      groupId === undefined ? undefined : eq(inventoryBalances.groupId, groupId),
    ))
    .orderBy(inventoryBalances.groupId, inventoryBalances.itemId);
}

/** A user of the programme (any type), or undefined. */
export async function findProgramUser(db: DbOrTx, userId: number, programId: ScopedProgramId): Promise<{ id: number; type: UserType } | undefined> {
  const [row] = await db.select({ id: users.id, type: users.type }).from(users)
    .innerJoin(programUsers, and(eq(programUsers.userId, users.id), eq(programUsers.programId, programId)))
    .where(and(eq(users.id, userId), sql`${users.anonymizedAt} is null`));
  return row;
}

/** True when the user is the scope's viewer or below them (always, for administrators). */
export async function isVisibleToViewer(db: DbOrTx, scope: Scope, userId: number): Promise<boolean> {
  const condition = visibleToViewer(sql`${userId}::integer`, scope);
  if (!condition) return true;
  const [row] = await queryRows<{ visible: boolean }>(db, sql`select ${condition} as visible`);
  return row?.visible === true;
}

// ---- Balances list ---------------------------------------------------------------------------

export interface BalanceListFilter {
  programId: ScopedProgramId;
  scope: Scope;
  inventoryType?: InventoryType | undefined;
  userId?: number | undefined;
  filter?: string | undefined;
  skip: number;
  take: number;
}

interface BalanceRow {
  userId: number; userName: string; userType: UserType; inventoryType: InventoryType;
  groupId: number; groupName: string; itemId: number; itemName: string; amount: number;
}

const itemOf = (alias: string) => sql.raw(`i.inventory_type = ${alias}.inventory_type and i.group_id = ${alias}.group_id and i.item_id = ${alias}.item_id`);

/** The catalogue items whose group or name matches a search, as `(inventory_type, group_id, item_id)`. */
const itemsMatching = (term: string) =>
  sql`(select i.inventory_type, i.group_id, i.item_id from ${inventoryItems} i where ${searchAny(term, [sql`i.group_name`, sql`i.item_name`])})`;

/**
 * The balances a search reaches, as `b`: the holder's name or the item's group or name matches.
 * Two branches, each read through an index (the holders whose name matches, by the users' trigram
 * index, then their balances; the matching catalogue items, then their balances), the second without
 * the first's holders so no balance comes twice; each with the list's other conditions (`where`,
 * over `b`), so a district manager's few holders bound it too. The capped count reads only these. An `ilike` over
 * every balance joined with every holder and item read all of them (docs/decisions/0023-search-plans.md).
 */
function searchedBalances(where: SQL, term: string): SQL {
  const nameMatches = searchAny(term, [sql`u.name`])!;
  const columns = sql`b.program_id, b.user_id, b.inventory_type, b.group_id, b.item_id, b.amount`;
  return sql`(
    select ${columns} from ${users} u join ${inventoryBalances} b on b.user_id = u.id
     where ${where} and ${nameMatches}
    union all
    select ${columns} from ${inventoryBalances} b join ${users} u on u.id = b.user_id
     where ${where} and (b.inventory_type, b.group_id, b.item_id) in ${itemsMatching(term)} and not ${nameMatches}
  ) b`;
}

const balanceTotals = sharedTotals();

/**
 * The non-zero balances the scope's viewer holds and, below them, their users hold (the whole
 * programme for administrators), by holder then group and item: two queries whatever the page.
 * The page walks the holders in name order (`users_name_id_idx`) and tests each against the
 * matching holders and items; the item's names are joined only for the rows it keeps.
 */
export async function pageBalances(db: DbOrTx, f: BalanceListFilter) {
  const where = and(
    sql`b.program_id = ${f.programId}`,
    sql`b.amount > 0`,
    f.inventoryType ? sql`b.inventory_type = ${f.inventoryType}` : undefined,
    f.userId === undefined ? undefined : sql`b.user_id = ${f.userId}`,
    visibleToViewer(sql`b.user_id`, f.scope),
  );
  const search = f.filter
    ? sql`(${searchAny(f.filter, [sql`u.name`])} or (b.inventory_type, b.group_id, b.item_id) in ${itemsMatching(f.filter)})`
    : undefined;
  const [data, total] = await Promise.all([
    queryRows<BalanceRow>(db, sql`
      select b.user_id as "userId", u.name as "userName", u.type as "userType", b.inventory_type as "inventoryType",
             b.group_id as "groupId", coalesce(i.group_name, '') as "groupName", b.item_id as "itemId",
             coalesce(i.item_name, '') as "itemName", b.amount
        from ${inventoryBalances} b join ${users} u on u.id = b.user_id left join ${inventoryItems} i on ${itemOf('b')}
       where ${and(where, search)}
       order by u.name, b.user_id, i.group_name, b.group_id, i.item_name, b.item_id
       limit ${f.take} offset ${f.skip}`),
    // The count needs neither the item (at most one a balance) nor the holder (a foreign key) unless searching.
    balanceTotals([f.programId, viewerKey(f.scope), f.inventoryType ?? '', f.userId ?? null, f.filter ?? ''], () =>
      totalOf(db, sql`select ${cappedCountOf(f.filter
        ? sql`select 1 from ${searchedBalances(where!, f.filter)}`
        : sql`select 1 from ${inventoryBalances} b where ${where}`)} as total`)),
  ]);
  return { data, ...cappedTotal(total) };
}

// ---- Movement history ------------------------------------------------------------------------

export interface MovementFilter {
  programId: ScopedProgramId;
  scope: Scope;
  /** One holder's movements (to or from them); otherwise every movement touching the viewer or those below. */
  userId?: number | undefined;
  inventoryType?: InventoryType | undefined;
  groupId?: number | undefined;
  itemId?: number | undefined;
  filter?: string | undefined;
}

export interface MovementRow {
  id: number;
  createdAt: Date;
  createdById: number;
  createdByName: string;
  fromUserId: number | null;
  fromUserName: string | null;
  fromUserType: UserType | null;
  toUserId: number | null;
  toUserName: string | null;
  toUserType: UserType | null;
  inventoryType: InventoryType;
  groupId: number;
  groupName: string;
  itemId: number;
  itemName: string;
  amount: number;
  distributionType: DistributionType | null;
  reason: string | null;
  procedureId: number | null;
  procedureCode: string | null;
}

function movementsWhere(f: MovementFilter): SQL | undefined {
  const touching = f.userId !== undefined
    ? sql`(m.from_user_id = ${f.userId} or m.to_user_id = ${f.userId})`
    : f.scope.wholeProgramme ? undefined
      : sql`(${inTeam(sql`m.from_user_id`, f.scope)} or ${inTeam(sql`m.to_user_id`, f.scope)})`;
  return and(
    sql`m.program_id = ${f.programId}`,
    touching,
    f.inventoryType ? sql`m.inventory_type = ${f.inventoryType}` : undefined,
    f.groupId === undefined ? undefined : sql`m.group_id = ${f.groupId}`,
    f.itemId === undefined ? undefined : sql`m.item_id = ${f.itemId}`,
    movementSearch(f.filter),
  );
}

/**
 * A search's matching people, named `named_people` for the query that follows: read once through
 * the users' trigram index, where three `in (subquery)` tests would read them once each. Prefix
 * every query whose condition comes from `movementsWhere` with a filter.
 */
const withNamedPeople = (term: string | undefined): SQL =>
  term ? sql`with named_people as materialized (select ${users.id} from ${users} where ${searchAny(term, [users.name])}) ` : sql``;

/**
 * The search over the three people's names and the reason (docs/decisions/0023-search-plans.md):
 * each movement is one scan's row with three hash probes into the named people, and the reasons
 * that match come from their own trigram index, not an `ilike` on every movement.
 */
function movementSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const named = sql`(select id from named_people)`;
  return sql`(m.created_by_id in ${named} or m.from_user_id in ${named} or m.to_user_id in ${named}
    or m.id in (select r.id from ${inventoryMovements} r where ${searchAny(term, [sql`r.reason`])}))`;
}

const movementFrom = sql`
  from ${inventoryMovements} m
  join ${users} cb on cb.id = m.created_by_id
  left join ${users} fu on fu.id = m.from_user_id
  left join ${users} tu on tu.id = m.to_user_id
  left join ${procedures} pr on pr.id = m.procedure_id`;

const movementColumns = sql`
  m.id::float8 as id, m.created_at as "createdAt", m.created_by_id as "createdById", cb.name as "createdByName",
  m.from_user_id as "fromUserId", fu.name as "fromUserName", fu.type as "fromUserType",
  m.to_user_id as "toUserId", tu.name as "toUserName", tu.type as "toUserType",
  m.inventory_type as "inventoryType", m.group_id as "groupId", coalesce(i.group_name, '') as "groupName",
  m.item_id as "itemId", coalesce(i.item_name, '') as "itemName", m.amount, m.distribution_type as "distributionType",
  m.reason, m.procedure_id as "procedureId", pr.code as "procedureCode"`;

const withItems = sql`left join ${inventoryItems} i on ${itemOf('m')}`;

const movementTotals = sharedTotals();

/** One page of the history, newest first, and the total (capped at COUNT_CAP): two queries whatever the page. */
export async function pageMovements(db: DbOrTx, f: MovementFilter, skip: number, take: number) {
  const where = movementsWhere(f);
  const [data, total] = await Promise.all([
    queryRows<MovementRow>(db, sql`${withNamedPeople(f.filter)}select ${movementColumns} ${movementFrom} ${withItems} where ${where}
      order by m.id desc limit ${take} offset ${skip}`),
    // Every movement has its author (a foreign key) and the two parties are left joins: the count needs no join.
    movementTotals([f.programId, viewerKey(f.scope), f.userId ?? null, f.inventoryType ?? '', f.groupId ?? null, f.itemId ?? null, f.filter ?? ''], () =>
      totalOf(db, sql`${withNamedPeople(f.filter)}select ${cappedCountOf(sql`select 1 from ${inventoryMovements} m where ${where}`)} as total`)),
  ]);
  return { data, ...cappedTotal(total) };
}

/** The whole history, newest first, `batch` rows per query (the export streams it). */
export async function* movementBatches(db: DbOrTx, f: MovementFilter, batch = 2000): AsyncGenerator<MovementRow[]> {
  const where = movementsWhere(f);
  let before: number | undefined;
  for (;;) {
    const rows = await queryRows<MovementRow>(db, sql`${withNamedPeople(f.filter)}select ${movementColumns} ${movementFrom} ${withItems}
      where ${where} ${before === undefined ? sql`` : sql`and m.id < ${before}`}
      order by m.id desc limit ${batch}`);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    before = rows.at(-1)!.id;
  }
}
