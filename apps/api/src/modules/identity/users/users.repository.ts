import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page, UserDetail, UserListItem, UserSortColumn, UserStatus, UserType } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { doctors, programUsers, userGroupUsers, userGroups, users } from '#db/schema/index.ts';
import { cappedCountOf, likePattern, pagedCapped, searchAny, sharedPages } from '#platform/lib/paging.ts';
import { MicroCache } from '#platform/lib/micro-cache.ts';
import { preparedPerShape } from '#platform/lib/prepared.ts';
import type { Reach } from '#platform/context/reach.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { inReach, teamCondition } from '#platform/lib/scope-filter.ts';

const listColumns = {
  id: users.id, name: users.name, email: users.email, phone: users.phone, type: users.type, approved: users.approved, active: users.active,
  passwordSet: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
};

const SORT: Record<UserSortColumn, AnyPgColumn> = {
  name: users.name, email: users.email, type: users.type, approved: users.approved, active: users.active, createdAt: users.createdAt,
};

const totalsCache = new MicroCache<{ total: number }[]>();
/** Whole answers by filter, order and page: many callers of one page share one query per TTL. */
const pages = sharedPages<Page<UserListItem>>();

export interface UserListFilter {
  /** The programme and whom of it the caller reaches (the whole programme, or their subtree). */
  reach: Reach;
  types: readonly UserType[];
  filter?: string | undefined;
  status?: UserStatus | undefined;
  skip: number;
  take: number;
  sort?: UserSortColumn | undefined;
  order: 'asc' | 'desc';
}

/** The parts of a list request that change its SQL text; everything else is a bound parameter. */
interface ListShape {
  sort: UserSortColumn;
  order: 'asc' | 'desc';
  search: boolean;
  status: boolean;
  /** Bounded by the caller's subtree (field staff), with the viewer as a parameter. */
  team: boolean;
}

const listWhere = (shape: Pick<ListShape, 'search' | 'status' | 'team'>) => and(
  eq(programUsers.programId, sql.placeholder('programId')),
  sql`${users.type} = any(${sql.placeholder('types')})`,
  sql`${users.anonymizedAt} is null`,
  shape.search ? sql`(${users.name} ilike ${sql.placeholder('pattern')} or ${users.email} ilike ${sql.placeholder('pattern')})` : undefined,
  shape.status ? eq(users.active, sql.placeholder('active')) : undefined,
  shape.team ? teamCondition(users.id, sql.placeholder('viewerId'), sql.placeholder('programId')) : undefined,
);

function buildListStatements(db: DbOrTx, shape: ListShape, name: string) {
  const direction = shape.order === 'desc' ? desc : asc;
  const where = listWhere(shape);
  const rows = db.select(listColumns).from(users)
    .innerJoin(programUsers, eq(programUsers.userId, users.id))
    .where(where)
    .orderBy(direction(SORT[shape.sort]), direction(users.id))
    .limit(sql.placeholder('take')).offset(sql.placeholder('skip'))
    .prepare(`${name}_rows`);
  const count = db.select({ total: cappedCountOf(
    sql`select 1 from ${users} inner join ${programUsers} on ${programUsers.userId} = ${users.id} where ${where}`,
  ) }).from(sql`(select 1) as one`).prepare(`${name}_count`);
  return { rows, count };
}

/**
 * The users list's SQL is built once per shape and database (decision 0033): building it with the
 * query builder on every request was a fifth of the server's CPU under load. The statements are
 * named, so each pooled connection parses them once; every value travels as a parameter.
 */
const listStatements = preparedPerShape('users_list',
  (shape: ListShape) => `${shape.sort}_${shape.order}_${shape.search ? 's' : ''}${shape.status ? 'a' : ''}${shape.team ? 't' : ''}`,
  buildListStatements);

/**
 * One page of a programme's users and the total. The search is a contains-match on name or
 * e-mail, served by the trigram indexes; the total stops at COUNT_CAP, so a page costs the same at
 * 10,000 and 100,000 users. A page is one round trip once its total is known, and the same page
 * asked again is answered from memory, refreshed once per cache TTL (decision 0033).
 */
export function listUsers(db: DbOrTx, f: UserListFilter): Promise<Page<UserListItem>> {
  if (f.types.length === 0) return Promise.resolve({ data: [], total: 0 });
  // The viewer is part of the key only where it bounds the rows (field staff): administrators share pages.
  const filterKey = [f.reach.programId, f.reach.wholeProgramme ? 0 : f.reach.viewerId, f.types, f.filter ?? '', f.status ?? ''];
  return pages([...filterKey, f.sort ?? 'name', f.order, f.skip, f.take], () => loadPage(db, f, JSON.stringify(filterKey)));
}

function loadPage(db: DbOrTx, f: UserListFilter, countKey: string): Promise<Page<UserListItem>> {
  const team = !f.reach.wholeProgramme;
  const shape: ListShape = { sort: f.sort ?? 'name', order: f.order, search: Boolean(f.filter), status: f.status !== undefined, team };
  const statements = listStatements(db, shape);
  const values = {
    programId: f.reach.programId, types: [...f.types], pattern: f.filter ? likePattern(f.filter) : null, active: f.status === 'active',
    ...(team ? { viewerId: f.reach.viewerId } : {}),
  };
  const rows = statements.rows.execute({ ...values, take: f.take, skip: f.skip }) as Promise<UserListItem[]>;
  // Paging through one list reuses its total instead of counting every row again per page; once
  // counted, a total past its TTL is still answered while one recount runs (decision 0027), so no
  // request waits for the up to 10,001-row count except the first after a write.
  const count = totalsCache.getStale(countKey, () => statements.count.execute(values));
  return pagedCapped<UserListItem>(rows, count);
}

/**
 * A user with the doctor block, only if they belong to the reach's programme and the caller
 * reaches them (the whole programme for administrators, their subtree for field staff).
 */
export async function findUserInReach(db: DbOrTx, userId: number, reach: Reach): Promise<UserDetail | undefined> {
  const [row] = await db.select({
    ...listColumns,
    doctor: {
      id: doctors.id, crm: doctors.crm, uf: doctors.uf, cpf: doctors.cpf, birthDate: doctors.birthDate, workInstitutions: doctors.workInstitutions,
    },
  }).from(users)
    .innerJoin(programUsers, and(eq(programUsers.userId, users.id), eq(programUsers.programId, reach.programId)))
    .leftJoin(doctors, eq(doctors.userId, users.id))
    .where(and(eq(users.id, userId), sql`${users.anonymizedAt} is null`, inReach(users.id, reach)))
    .limit(1);
  if (!row) return undefined;
  return { ...row, doctor: row.doctor?.id == null ? null : row.doctor };
}

export interface UserWrite {
  name: string;
  email: string;
  phone: string;
  type: UserType;
}

export interface DoctorWrite {
  crm: string;
  uf: string;
  cpf?: string | undefined;
  birthDate?: string | undefined;
}

export async function insertUser(db: DbOrTx, values: UserWrite & { approved: boolean }): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: DbOrTx, userId: number, values: UserWrite): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setActive(db: DbOrTx, userId: number, active: boolean): Promise<void> {
  await db.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Creates or replaces the user's doctor block (the CRM/UF pair is unique). */
export async function upsertDoctor(db: DbOrTx, userId: number, d: DoctorWrite): Promise<void> {
  const values = { crm: d.crm, uf: d.uf, cpf: d.cpf ?? null, birthDate: d.birthDate ?? null };
  await db.insert(doctors).values({ userId, ...values })
    .onConflictDoUpdate({ target: doctors.userId, set: values });
}

/** Whether the user belongs to a programme the actor does not (an administrator of one programme, a user of two). */
export async function belongsOutside(db: DbOrTx, userId: number, actorId: number): Promise<boolean> {
  const [row] = await db.select({ programId: programUsers.programId }).from(programUsers)
    .where(and(eq(programUsers.userId, userId), sql`${programUsers.programId} not in (select program_id from program_users where user_id = ${actorId})`))
    .limit(1);
  return row !== undefined;
}

export async function addToProgram(db: DbOrTx, userId: number, programId: ScopedProgramId): Promise<void> {
  await db.insert(programUsers).values({ userId, programId }).onConflictDoNothing();
}

/**
 * New users join the programme's groups marked as default for their type; `managerId` (the field
 * staff member who created them) places them under their creator. Answers how many they joined.
 */
export async function joinDefaultGroups(
  db: DbOrTx, userId: number, type: UserType, programId: ScopedProgramId, createdById: number, managerId: number | null = null,
): Promise<number> {
  const defaults = await db.select({ id: userGroups.id }).from(userGroups).where(and(
    eq(userGroups.programId, programId), eq(userGroups.defaultForNewUsers, true), sql`${type} = any(${userGroups.defaultUserTypes})`,
  ));
  if (defaults.length === 0) return 0;
  await db.insert(userGroupUsers).values(defaults.map((g) => ({ userGroupId: g.id, userId, managerId, createdById }))).onConflictDoNothing();
  return defaults.length;
}

/**
 * A user created by field staff in a programme with no default group for its type joins the
 * creator's own first group (by name) under the creator: the group the creator could hand them
 * anyway (decision 0022), and the one membership that puts them in the creator's subtree.
 * Answers false when the creator belongs to no group of the programme.
 */
export async function joinCreatorsGroup(db: DbOrTx, userId: number, programId: ScopedProgramId, creatorId: number): Promise<boolean> {
  const [own] = await db.select({ id: userGroups.id }).from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .where(and(eq(userGroupUsers.userId, creatorId), eq(userGroupUsers.active, true), eq(userGroups.programId, programId)))
    .orderBy(asc(userGroups.name), asc(userGroups.id)).limit(1);
  if (!own) return false;
  await db.insert(userGroupUsers).values({ userGroupId: own.id, userId, managerId: creatorId, createdById: creatorId }).onConflictDoNothing();
  return true;
}

export interface ManagerSearch {
  reach: Reach;
  types: readonly UserType[];
  excludeUserId?: number | undefined;
  filter?: string | undefined;
  take: number;
}

/**
 * Approved, active users of the programme of the given types (managers offered in a membership),
 * matching the search by name or e-mail, within the viewer's hierarchy; the first `take` by name.
 */
export function listManagers(db: DbOrTx, { reach, types, excludeUserId, filter, take }: ManagerSearch) {
  if (types.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name, type: users.type }).from(users)
    .innerJoin(programUsers, and(eq(programUsers.userId, users.id), eq(programUsers.programId, reach.programId)))
    .where(and(
      inArray(users.type, [...types]),
      eq(users.approved, true),
      eq(users.active, true),
      sql`${users.anonymizedAt} is null`,
      excludeUserId === undefined ? undefined : ne(users.id, excludeUserId),
      searchAny(filter, [users.name, users.email]),
      inReach(users.id, reach),
    ))
    .orderBy(asc(users.name), asc(users.id))
    .limit(take);
}

/** Clears the account's block flag and legacy failure counters; answers what they were. */
export async function unblockUser(db: DbOrTx, userId: number) {
  const [before] = await db.select({ blocked: users.blocked, failedLogins: users.failedLogins, lockedUntil: users.lockedUntil })
    .from(users).where(eq(users.id, userId)).limit(1);
  await db.update(users).set({ blocked: false, failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
  return before;
}
