import type { z } from 'zod';
import {
  PERMISSION_MODULE, PERMISSION_TYPES, canGrantPermissions, isCataloguePermissionType, parseModules, userTypeRank,
  type PermissionGrant, type PermissionType, type UserGroup, type UserType, type userGroupListQuerySchema, type userGroupPermissionSaveSchema, type userGroupSaveSchema,
  type userGroupUserSaveSchema, type permissionOptionsQuerySchema,
} from '@portal/domain';
import { AppError, conflict, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { Reach } from '#platform/context/reach.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { cannotManage, findUserInReach, manageableUser } from '../users/index.ts';
import * as options from './permission-options.repository.ts';
import * as repo from './user-groups.repository.ts';

type ListQuery = z.output<typeof userGroupListQuerySchema>;
type GroupSave = z.output<typeof userGroupSaveSchema>;
type MembershipSave = z.output<typeof userGroupUserSaveSchema>;
type PermissionSave = z.output<typeof userGroupPermissionSaveSchema>;
type OptionsQuery = z.output<typeof permissionOptionsQuerySchema>;

export const invalid = (field: string, key = 'validation.invalidField') => new AppError('validation', 400, { [field]: [key] });

/** A programme named in a request: another programme answers like one that does not exist. */
const namedProgram = (ctx: RequestContext, programId: number | undefined) => programIn(ctx.scope, programId, 'programNotFound');

/** Nobody changes their own memberships, nor the permissions of a group they belong to. */
export const notOwn = () => new AppError('cannotChangeOwnMemberships', 403);

/** Refuses to hand out permissions beyond the caller's own in the programme (decision 0022). */
export async function assertGrantable(db: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, wanted: readonly PermissionGrant[]) {
  const held = ctx.userType === 'SYSADMIN' || ctx.userType === 'ADMIN' ? [] : await repo.listUserPermissions(db, ctx.userId, programId);
  if (!canGrantPermissions(ctx.userType, held, wanted)) throw new AppError('cannotGrantPermissions', 403);
}

export function listGroups({ db }: Deps, ctx: RequestContext, q: ListQuery) {
  const programId = namedProgram(ctx, q.programId);
  if (q.take !== undefined) return repo.pageGroups(db, programId, q.skip ?? 0, q.take, q.filter);
  return repo.listGroups(db, programId, q.filter);
}

/** A group the caller's scope sees; another programme's answers like a missing one. */
export async function groupOf(db: DbOrTx, ctx: RequestContext, userGroupId: number): Promise<UserGroup> {
  const group = await repo.findGroup(db, ctx.scope, userGroupId);
  if (!group) throw notFound('failedToLoadUserGroups');
  return group;
}

export async function saveGroup({ db }: Deps, ctx: RequestContext, input: GroupSave): Promise<UserGroup> {
  const programId = namedProgram(ctx, input.programId);
  const values = {
    name: input.name, programId, defaultForNewUsers: input.defaultForNewUsers,
    defaultUserTypes: input.defaultForNewUsers ? input.defaultUserTypes : [], specialty: input.specialty,
  };
  // Names are unique per programme, case aside (a unique index holds it against races too).
  const nameInUse = () => new AppError('userGroupNameInUse', 409, { name: ['err.userGroupNameInUse'] });
  return db.transaction(async (tx) => {
    if (await repo.groupNameTaken(tx, programId, input.name, input.id)) throw nameInUse();
    if (input.id === undefined) {
      const id = await repo.insertGroup(tx, values);
      const after = (await repo.findGroup(tx, ctx.scope, id))!;
      await recordAudit(tx, { actorId: ctx.userId, action: 'userGroup.create', entity: 'userGroup', entityId: id, after, ip: ctx.ip });
      return after;
    }
    const before = await groupOf(tx, ctx, input.id);
    if (before.programId !== programId) throw invalid('programId');
    await repo.updateGroup(tx, ctx.scope, input.id, values);
    const after = (await repo.findGroup(tx, ctx.scope, input.id))!;
    await recordAudit(tx, { actorId: ctx.userId, action: 'userGroup.update', entity: 'userGroup', entityId: input.id, before, after, ip: ctx.ip });
    return after;
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? nameInUse() : error;
  });
}

export async function deleteGroup({ db }: Deps, ctx: RequestContext, userGroupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await groupOf(tx, ctx, userGroupId);
    const permissions = await repo.listPermissions(tx, ctx.scope, userGroupId);
    await repo.deleteGroup(tx, ctx.scope, userGroupId);
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'userGroup.delete', entity: 'userGroup', entityId: userGroupId, before: { ...before, permissions }, ip: ctx.ip,
    });
  });
}

/** /users/:id/permissions: what the user holds through their groups, for actors allowed over them. */
export async function listUserPermissions({ db }: Deps, ctx: RequestContext, userId: number, programId: number | undefined) {
  const program = programIn(ctx.scope, programId, 'failedToLoadUser');
  await manageableUser(db, ctx, userId, ctx.reach(program));
  return repo.listUserPermissions(db, userId, program);
}

export async function listMemberships({ db }: Deps, ctx: RequestContext, userId: number, programId: number | undefined, history: boolean) {
  const program = programIn(ctx.scope, programId, 'failedToLoadUser');
  await manageableUser(db, ctx, userId, ctx.reach(program));
  return repo.listMemberships(db, userId, program, history);
}

/**
 * Field staff move only what is wholly theirs (decision 0040): a member with a manager outside the
 * caller's subtree (shared with another branch) is not theirs to move or detach. Administrators
 * reach every membership of the programme.
 */
async function assertWhollyInReach(db: DbOrTx, userId: number, reach: Reach) {
  if (!reach.wholeProgramme && await repo.hasManagerOutside(db, userId, reach)) throw cannotManage();
}

/**
 * A membership's manager: someone of the caller's reach ranking above the member, never the member;
 * field staff keep what they place inside their subtree, so never without a manager (400 on `managerId`).
 */
export async function assertManagerFor(db: DbOrTx, reach: Reach, managerId: number | null, member: { id: number; type: UserType }) {
  if (managerId === null && !reach.wholeProgramme) throw invalid('managerId');
  if (managerId === null) return;
  const manager = await findUserInReach(db, managerId, reach);
  if (!manager || managerId === member.id || userTypeRank(manager.type) >= userTypeRank(member.type)) throw invalid('managerId');
}

/**
 * Adds a user to a group, or changes a membership (group or manager). A change closes the old
 * membership and opens a new one, so the history shows both. Only actors allowed over the
 * member's type may do it, and field staff only for members of their own subtree (others answer
 * 404 like missing ones, unmanaged doctors included: decision 0040); the manager must rank above
 * the member and be the caller or someone of the caller's subtree.
 */
export async function saveMembership({ db }: Deps, ctx: RequestContext, userId: number, input: MembershipSave) {
  if (input.userId !== userId) throw invalid('userId');
  if (userId === ctx.userId) throw notOwn();
  const programId = ctx.scope.programId;
  const reach = ctx.reach();
  let saved: { id: number };
  try {
    saved = await db.transaction(async (tx) => {
      const member = await manageableUser(tx, ctx, userId, reach);
      await assertWhollyInReach(tx, userId, reach);
      const group = await groupOf(tx, ctx, input.userGroupId);
      if (group.programId !== programId) throw invalid('userGroupId');
      const managerId = input.managerId ?? null;
      await assertManagerFor(tx, reach, managerId, member);
      let before: unknown = null;
      if (input.userGroupUserId !== undefined) {
        const current = await repo.findMembership(tx, ctx.scope, input.userGroupUserId);
        if (!current || current.userId !== userId || !current.active) throw notFound('failedToLoadUserUserGroups');
        if (current.userGroupId === input.userGroupId && current.managerId === managerId) return current;
        before = current;
        await repo.deactivateMembership(tx, current.id);
      }
      // Checked once the request really assigns the group (an unchanged membership returned above).
      await assertGrantable(tx, ctx, programId, await repo.listPermissions(tx, ctx.scope, group.id));
      if (await repo.findActiveMembership(tx, input.userGroupId, userId)) throw conflict('userAlreadyInUserGroup');
      const after = await repo.insertMembership(tx, { userGroupId: input.userGroupId, userId, managerId, createdById: ctx.userId });
      await recordAudit(tx, {
        actorId: ctx.userId, action: before ? 'userGroupUser.update' : 'userGroupUser.create', entity: 'userGroupUser', entityId: after.id, before, after, ip: ctx.ip,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('userAlreadyInUserGroup');
    // Field staff reaching for a user outside their subtree (an unmanaged doctor, another branch's):
    // answered like a missing user, and kept in the trail for the administrators (decision 0040).
    if (error instanceof AppError && error.code === 'failedToLoadUser' && !reach.wholeProgramme) {
      await recordAudit(db, {
        actorId: ctx.userId, action: 'forbidden', entity: 'userGroupUser', entityId: null, ip: ctx.ip,
        after: { userId, userGroupId: input.userGroupId, managerId: input.managerId ?? null, reason: 'outsideSubtree' },
      });
    }
    throw error;
  }
  const memberships = await repo.listMemberships(db, userId, programId, false);
  return memberships.find((m) => m.id === saved.id)!;
}

export async function removeMembership({ db }: Deps, ctx: RequestContext, userGroupId: number, userGroupUserId: number) {
  await db.transaction(async (tx) => {
    const current = await repo.findMembership(tx, ctx.scope, userGroupUserId);
    if (!current || current.userGroupId !== userGroupId || !current.active) throw notFound('failedToDeleteUserUserGroup');
    if (current.userId === ctx.userId) throw notOwn();
    // A membership of a user outside the caller's reach answers like a missing membership.
    await manageableUser(tx, ctx, current.userId, ctx.reach()).catch(() => { throw notFound('failedToDeleteUserUserGroup'); });
    await assertWhollyInReach(tx, current.userId, ctx.reach());
    await repo.deactivateMembership(tx, current.id);
    await recordAudit(tx, { actorId: ctx.userId, action: 'userGroupUser.delete', entity: 'userGroupUser', entityId: current.id, before: current, ip: ctx.ip });
  });
}

/** The permission types a programme offers: those whose module it has (spec §3). */
async function programPermissionTypes(db: DbOrTx, programId: ScopedProgramId): Promise<PermissionType[]> {
  const modules = parseModules(await repo.programModules(db, programId));
  return PERMISSION_TYPES.filter((t) => modules.includes(PERMISSION_MODULE[t]));
}

export async function listPermissions({ db }: Deps, ctx: RequestContext, userGroupId: number) {
  const userGroup = await groupOf(db, ctx, userGroupId);
  return { userGroup, permissions: await repo.listPermissions(db, ctx.scope, userGroupId) };
}

/** Checks type against the programme's modules, and group/item against the catalogue chain. */
async function checkPermission(db: DbOrTx, programId: ScopedProgramId, input: PermissionSave): Promise<{ groupId: number | null; itemId: number | null }> {
  const { type } = input;
  if (type !== null && !(await programPermissionTypes(db, programId)).includes(type)) throw invalid('type');
  if (!isCataloguePermissionType(type)) {
    if (input.groupId !== null) throw invalid('groupId');
    if (input.itemId !== null) throw invalid('itemId');
    return { groupId: null, itemId: null };
  }
  if (input.groupId !== null && !(await options.isOption(db, programId, type, 'group', input.groupId))) throw invalid('groupId');
  if (input.itemId !== null) {
    const parent = input.groupId ?? undefined;
    if (!(await options.isOption(db, programId, type, 'item', input.itemId, parent))) throw invalid('itemId');
  }
  return { groupId: input.groupId, itemId: input.itemId };
}

export async function addPermission({ db }: Deps, ctx: RequestContext, userGroupId: number, input: PermissionSave) {
  if (input.userGroupId !== userGroupId) throw invalid('userGroupId');
  return db.transaction(async (tx) => {
    const group = await groupOf(tx, ctx, userGroupId);
    // The group is in scope, so its programme is one the caller works in.
    const programId = programIn(ctx.scope, group.programId);
    if (await repo.findActiveMembership(tx, userGroupId, ctx.userId)) throw notOwn();
    const refs = await checkPermission(tx, programId, input);
    await assertGrantable(tx, ctx, programId, [{ type: input.type, ...refs }]);
    const after = await repo.insertPermission(tx, { userGroupId, type: input.type, ...refs });
    await recordAudit(tx, { actorId: ctx.userId, action: 'userGroupPermission.create', entity: 'userGroupPermission', entityId: after.id, after, ip: ctx.ip });
    return (await repo.listPermissions(tx, ctx.scope, userGroupId)).find((p) => p.id === after.id)!;
  });
}

export async function removePermission({ db }: Deps, ctx: RequestContext, userGroupId: number, permissionId: number) {
  await db.transaction(async (tx) => {
    await groupOf(tx, ctx, userGroupId);
    if (await repo.findActiveMembership(tx, userGroupId, ctx.userId)) throw notOwn();
    const before = await repo.findPermission(tx, ctx.scope, permissionId);
    if (!before || before.userGroupId !== userGroupId) throw notFound('failedToDeleteUserGroupPermission');
    await repo.deletePermission(tx, permissionId);
    await recordAudit(tx, { actorId: ctx.userId, action: 'userGroupPermission.delete', entity: 'userGroupPermission', entityId: permissionId, before, ip: ctx.ip });
  });
}

export function permissionTypes({ db }: Deps, ctx: RequestContext, programId?: number) {
  return programPermissionTypes(db, namedProgram(ctx, programId));
}

export function permissionOptions({ db }: Deps, ctx: RequestContext, q: OptionsQuery) {
  return options.permissionOptions(db, namedProgram(ctx, q.programId), q.type, q.level, { parentId: q.parentId });
}
