import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { UserType } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { doctors, inventoryBalances, programUsers, users } from '#db/schema/index.ts';
import { cappedCountOf, cappedTotal, searchAny, sharedTotals, totalOf } from '#platform/lib/paging.ts';
import { visibleToViewer } from '#platform/lib/scope-filter.ts';
import type { Scope, ScopedProgramId } from '#platform/context/scope.ts';
import type { LedgerKey } from './ledger.repository.ts';

/**
 * Who a distributor may give to: active users of the programme of the allowed types, below the
 * distributor in the hierarchy (administrators: the whole programme), never the distributor.
 */
export interface RecipientCriteria {
  scope: Scope;
  programId: ScopedProgramId;
  types: readonly UserType[];
  /** Contains-search on name, e-mail or CRM. */
  filter?: string | undefined;
  /** Only these users (the explicit selection of a command). */
  ids?: readonly number[] | undefined;
}

function recipientsWhere(c: RecipientCriteria): SQL | undefined {
  return and(
    c.types.length ? inArray(users.type, [...c.types]) : sql`false`,
    ne(users.id, c.scope.viewerId),
    eq(users.active, true),
    isNull(users.anonymizedAt),
    visibleToViewer(users.id, c.scope),
    recipientSearch(c.filter),
    c.ids ? sql`${users.id} = any(${sql.param(c.ids)}::int[])` : undefined,
  );
}

/**
 * Name, e-mail or CRM: each branch through its own index (the users' trigram indexes, the CRM's
 * unique index for a prefix), unlike an OR across the joined tables that reads every user.
 */
function recipientSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return sql`${users.id} in (
    select ${users.id} from ${users} where ${searchAny(term, [users.name])}
    union all select ${users.id} from ${users} where ${searchAny(term, [users.email])}
    union all select ${doctors.userId} from ${doctors} where ${searchAny(term, [doctors.crm])})`;
}

const inProgramme = (programId: ScopedProgramId) => and(eq(programUsers.userId, users.id), eq(programUsers.programId, programId));

/** The ids of every recipient matching the criteria, ascending. */
export async function recipientIds(db: DbOrTx, c: RecipientCriteria): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users)
    .innerJoin(programUsers, inProgramme(c.programId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(recipientsWhere(c))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

const recipientTotals = sharedTotals();

/**
 * One page of recipients with what each holds of the item, and the total: two queries, the total
 * shared for the micro-cache's moment (it reads up to the cap's rows). It does not depend on the
 * item; it does on the distributor, who is never their own recipient.
 */
export async function pageRecipients(db: DbOrTx, c: RecipientCriteria, key: LedgerKey, skip: number, take: number) {
  const balance = and(
    eq(inventoryBalances.userId, users.id), eq(inventoryBalances.programId, key.programId),
    eq(inventoryBalances.inventoryType, key.inventoryType), eq(inventoryBalances.groupId, key.groupId),
    eq(inventoryBalances.itemId, key.itemId),
  );
  const rows = db.select({
    id: users.id, name: users.name, email: users.email, type: users.type, crm: doctors.crm, uf: doctors.uf,
    amount: sql<number>`coalesce(${inventoryBalances.amount}, 0)`,
  }).from(users)
    .innerJoin(programUsers, inProgramme(c.programId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .leftJoin(inventoryBalances, balance)
    .where(recipientsWhere(c))
    .orderBy(asc(users.name), asc(users.id))
    .limit(take).offset(skip);
  const counted = db.select({ one: sql`1` }).from(users)
    .innerJoin(programUsers, inProgramme(c.programId))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(recipientsWhere(c));
  const [data, total] = await Promise.all([
    rows,
    recipientTotals([c.programId, c.scope.viewerId, c.scope.wholeProgramme, c.types, c.filter ?? '', c.ids ?? null],
      () => totalOf(db, sql`select ${cappedCountOf(sql`${counted}`)} as total`)),
  ]);
  return { data, ...cappedTotal(total) };
}

export interface DoctorRecipient { userId: number; crm: string; uf: string }

/** Recipients among the doctors with these CRM/UF pairs (the voucher spreadsheet names doctors so). */
export async function doctorRecipientsByCrm(
  db: DbOrTx, c: RecipientCriteria, pairs: readonly { crm: string; uf: string }[],
): Promise<DoctorRecipient[]> {
  if (pairs.length === 0) return [];
  const rows = await db.select({ userId: users.id, crm: doctors.crm, uf: doctors.uf }).from(users)
    .innerJoin(programUsers, inProgramme(c.programId))
    .innerJoin(doctors, eq(doctors.userId, users.id))
    .where(and(
      recipientsWhere(c),
      sql`(${doctors.crm}, ${doctors.uf}) in (select * from unnest(${sql.param(pairs.map((p) => p.crm))}::text[], ${sql.param(pairs.map((p) => p.uf))}::text[]))`,
    ));
  return rows;
}
