import { and, asc, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PermissionType, UserGroup, UserGroupPermission, UserGroupUser, UserType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { programs, userGroupPermissions, userGroupUsers, userGroups, users } from '#db/schema/index.ts';
import { countAll, paged, searchAny } from '#platform/lib/paging.ts';
import type { Reach } from '#platform/context/reach.ts';
import type { Scope, ScopedProgramId } from '#platform/context/scope.ts';
import { usersBelowIn } from '#platform/lib/scope-filter.ts';

const groupColumns = {
  id: userGroups.id, name: userGroups.name, programId: userGroups.programId, clientId: programs.clientId,
  defaultForNewUsers: userGroups.defaultForNewUsers, defaultUserTypes: userGroups.defaultUserTypes, specialty: userGroups.specialty,
};

/**
 * The groups a scope sees: its programme's, every one for a system administrator. Memberships and
 * permissions belong to a group, so they are filtered through it: another programme's row is
 * simply not found.
 */
const groupInScope = (scope: Scope): SQL | undefined => (scope.allPrograms ? undefined : eq(userGroups.programId, scope.programId));
const groupInScopeSql = (scope: Scope): SQL => (scope.allPrograms ? sql`true` : sql`ug.program_id = ${scope.programId}`);

export function listGroups(db: DbOrTx, programId: ScopedProgramId, filter?: string): Promise<UserGroup[]> {
  return db.select(groupColumns).from(userGroups).innerJoin(programs, eq(programs.id, userGroups.programId))
    .where(and(eq(userGroups.programId, programId), searchAny(filter, [userGroups.name])))
    .orderBy(asc(userGroups.name), asc(userGroups.id));
}

export function pageGroups(db: DbOrTx, programId: ScopedProgramId, skip: number, take: number, filter?: string) {
  const where = and(eq(userGroups.programId, programId), searchAny(filter, [userGroups.name]));
  return paged<UserGroup>(
    db.select(groupColumns).from(userGroups).innerJoin(programs, eq(programs.id, userGroups.programId))
      .where(where).orderBy(asc(userGroups.name), asc(userGroups.id)).limit(take).offset(skip),
    db.select({ total: countAll() }).from(userGroups).where(where),
  );
}

export async function findGroup(db: DbOrTx, scope: Scope, id: number): Promise<UserGroup | undefined> {
  const [row] = await db.select(groupColumns).from(userGroups).innerJoin(programs, eq(programs.id, userGroups.programId))
    .where(and(eq(userGroups.id, id), groupInScope(scope))).limit(1);
  return row;
}

export interface GroupWrite {
  name: string; programId: ScopedProgramId; defaultForNewUsers: boolean; defaultUserTypes: UserType[]; specialty: boolean;
}

export async function insertGroup(db: DbOrTx, values: GroupWrite): Promise<number> {
  const [row] = await db.insert(userGroups).values(values).returning({ id: userGroups.id });
  return row!.id;
}

export async function updateGroup(db: DbOrTx, scope: Scope, id: number, values: GroupWrite): Promise<void> {
  await db.update(userGroups).set(values).where(and(eq(userGroups.id, id), groupInScope(scope)));
}

export async function deleteGroup(db: DbOrTx, scope: Scope, id: number): Promise<void> {
  await db.delete(userGroups).where(and(eq(userGroups.id, id), groupInScope(scope)));
}

const manager = alias(users, 'manager');
const creator = alias(users, 'creator');

/** A user's memberships in one programme (active only, or the whole history), in one query. */
export async function listMemberships(db: DbOrTx, userId: number, programId: ScopedProgramId, history: boolean): Promise<UserGroupUser[]> {
  const rows = await db.select({
    id: userGroupUsers.id,
    userGroupId: userGroupUsers.userGroupId,
    groupName: userGroups.name,
    managerId: manager.id,
    managerName: manager.name,
    createdAt: userGroupUsers.createdAt,
    creatorName: creator.name,
    active: userGroupUsers.active,
  }).from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .leftJoin(manager, eq(manager.id, userGroupUsers.managerId))
    .leftJoin(creator, eq(creator.id, userGroupUsers.createdById))
    .where(and(eq(userGroupUsers.userId, userId), eq(userGroups.programId, programId), history ? undefined : eq(userGroupUsers.active, true)))
    .orderBy(history ? desc(userGroupUsers.createdAt) : asc(userGroups.name), desc(userGroupUsers.id));
  return rows.map((r) => ({
    id: r.id,
    userGroupId: r.userGroupId,
    userGroup: { name: r.groupName },
    manager: r.managerId === null ? null : { id: r.managerId, name: r.managerName ?? '' },
    createdAt: r.createdAt,
    createdBy: r.creatorName === null ? null : { name: r.creatorName },
    active: r.active,
  }));
}

export async function findMembership(db: DbOrTx, scope: Scope, id: number) {
  const [row] = await db.select(getTableColumns(userGroupUsers)).from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .where(and(eq(userGroupUsers.id, id), groupInScope(scope))).limit(1);
  return row;
}

/** Whether any active membership of the user in the reach's programme answers to someone outside the reach. */
export async function hasManagerOutside(db: DbOrTx, userId: number, reach: Reach): Promise<boolean> {
  const [row] = await db.select({ id: userGroupUsers.id }).from(userGroupUsers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId))
    .where(and(
      eq(userGroupUsers.userId, userId), eq(userGroupUsers.active, true), eq(userGroups.programId, reach.programId),
      sql`${userGroupUsers.managerId} is not null`,
      sql`${userGroupUsers.managerId} not in ${usersBelowIn(reach.viewerId, reach.programId)}`,
    )).limit(1);
  return row !== undefined;
}

export async function findActiveMembership(db: DbOrTx, userGroupId: number, userId: number) {
  const [row] = await db.select().from(userGroupUsers)
    .where(and(eq(userGroupUsers.userGroupId, userGroupId), eq(userGroupUsers.userId, userId), eq(userGroupUsers.active, true))).limit(1);
  return row;
}

export async function insertMembership(db: DbOrTx, values: { userGroupId: number; userId: number; managerId: number | null; createdById: number }) {
  const [row] = await db.insert(userGroupUsers).values(values).returning();
  return row!;
}

/** Memberships are never deleted: they become inactive, so the history keeps them. */
export async function deactivateMembership(db: DbOrTx, id: number): Promise<void> {
  await db.update(userGroupUsers).set({ active: false, removedAt: new Date() }).where(eq(userGroupUsers.id, id));
}

type PermissionRow = {
  id: number; user_group_id: number; user_group_name: string; type: PermissionType | null; group_id: number | null;
  item_id: number | null; group_name: string | null; item_name: string | null;
};

/** Permissions with their group's name and the names of the catalogue rows they point at, in one query. */
async function queryPermissions(db: DbOrTx, where: SQL): Promise<(UserGroupPermission & { userGroup: { id: number; name: string } })[]> {
  const rows = await queryRows<PermissionRow>(db, sql`
    select ugp.id, ugp.user_group_id, ug.name as user_group_name, ugp.type, ugp.group_id, ugp.item_id,
      coalesce(pr.name, eg.name, sg.name) as group_name,
      coalesce(pe.name, pp.name, ex.exam_type_name, su.name) as item_name
    from user_group_permissions ugp
    join user_groups ug on ug.id = ugp.user_group_id
    left join products pr on ugp.type in ('FIRST_MEDICINE', 'PATIENT_PROCEDURE') and pr.id = ugp.group_id
    left join exam_groups eg on ugp.type = 'CLINICAL_EXAMINATION' and eg.id = ugp.group_id
    left join supply_groups sg on ugp.type = 'SUPPLY' and sg.id = ugp.group_id
    left join presentations pe on ugp.type = 'FIRST_MEDICINE' and pe.id = ugp.item_id
    left join patient_procedures pp on ugp.type = 'PATIENT_PROCEDURE' and pp.id = ugp.item_id
    left join exams ex on ugp.type = 'CLINICAL_EXAMINATION' and ex.id = ugp.item_id
    left join supplies su on ugp.type = 'SUPPLY' and su.id = ugp.item_id
    where ${where}
    order by ug.name, ugp.id
  `);
  return rows.map((r) => ({
    id: r.id,
    userGroupId: r.user_group_id,
    userGroup: { id: r.user_group_id, name: r.user_group_name },
    type: r.type,
    groupId: r.group_id,
    itemId: r.item_id,
    group: r.group_id !== null && r.group_name !== null ? { id: r.group_id, name: r.group_name } : null,
    item: r.item_id !== null && r.item_name !== null ? { id: r.item_id, name: r.item_name } : null,
  }));
}

/** One group's permissions. */
export async function listPermissions(db: DbOrTx, scope: Scope, userGroupId: number): Promise<UserGroupPermission[]> {
  return (await queryPermissions(db, sql`ugp.user_group_id = ${userGroupId} and ${groupInScopeSql(scope)}`)).map(({ userGroup: _group, ...p }) => p);
}

/** What a user holds in a programme: the permissions of every group they are an active member of. */
export function listUserPermissions(db: DbOrTx, userId: number, programId: ScopedProgramId) {
  return queryPermissions(db, sql`ug.program_id = ${programId} and exists (
    select 1 from user_group_users ugu where ugu.user_group_id = ug.id and ugu.user_id = ${userId} and ugu.active)`);
}

export async function findPermission(db: DbOrTx, scope: Scope, id: number) {
  const [row] = await db.select(getTableColumns(userGroupPermissions)).from(userGroupPermissions)
    .innerJoin(userGroups, eq(userGroups.id, userGroupPermissions.userGroupId))
    .where(and(eq(userGroupPermissions.id, id), groupInScope(scope))).limit(1);
  return row;
}

export async function insertPermission(db: DbOrTx, values: { userGroupId: number; type: PermissionType | null; groupId: number | null; itemId: number | null }) {
  const [row] = await db.insert(userGroupPermissions).values(values).returning();
  return row!;
}

export async function deletePermission(db: DbOrTx, id: number): Promise<void> {
  await db.delete(userGroupPermissions).where(eq(userGroupPermissions.id, id));
}

export async function programModules(db: DbOrTx, programId: ScopedProgramId): Promise<string | undefined> {
  const [row] = await db.select({ modules: programs.modules }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row?.modules;
}

/** Whether another group of the programme already has this name, case aside. */
export async function groupNameTaken(db: DbOrTx, programId: ScopedProgramId, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db.select({ id: userGroups.id }).from(userGroups).where(and(
    eq(userGroups.programId, programId),
    sql`lower(${userGroups.name}) = lower(${name})`,
    exceptId === undefined ? undefined : ne(userGroups.id, exceptId),
  )).limit(1);
  return rows.length > 0;
}
