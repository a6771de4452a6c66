import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  PERMISSION_MODULE, PERMISSION_TYPES, isCataloguePermissionType, parseModules, userTypeRank,
  type PermissionType, type UserGroup, type userGroupPermissionSaveSchema, type userGroupSaveSchema,
  type userGroupUserSaveSchema, type permissionOptionsQuerySchema,
} from '@portal/domain';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { programFor } from '../users/program-access.ts';
import { findUserInProgram } from '../users/users.repository.ts';
import { manageableUser } from '../users/users.service.ts';
import * as options from './permission-options.repository.ts';
import * as repo from './user-groups.repository.ts';

type GroupSave = z.output<typeof userGroupSaveSchema>;
type MembershipSave = z.output<typeof userGroupUserSaveSchema>;
type PermissionSave = z.output<typeof userGroupPermissionSaveSchema>;
type OptionsQuery = z.output<typeof permissionOptionsQuerySchema>;

const invalid = (field: string, key = 'validation.invalidField') => new AppError('validation', 400, { [field]: [key] });

export function listGroups(app: FastifyInstance, auth: AuthContext, q: { programId?: number | undefined; skip?: number | undefined; take?: number | undefined; filter?: string | undefined }) {
  const programId = programFor(auth, q.programId);
  if (q.take !== undefined) return repo.pageGroups(app.db, programId, q.skip ?? 0, q.take, q.filter);
  return repo.listGroups(app.db, programId, q.filter);
}

/** A group of a programme the caller works in (404 otherwise). */
async function groupOf(db: DbOrTx, auth: AuthContext, userGroupId: number): Promise<UserGroup> {
  const group = await repo.findGroup(db, userGroupId);
  if (!group) throw notFound('failedToLoadUserGroups');
  programFor(auth, group.programId);
  return group;
}

export async function saveGroup(app: FastifyInstance, auth: AuthContext, input: GroupSave, ip: string): Promise<UserGroup> {
  const programId = programFor(auth, input.programId);
  const values = { name: input.name, programId, defaultForNewUsers: input.defaultForNewUsers, specialty: input.specialty };
  return app.db.transaction(async (tx) => {
    if (input.id === undefined) {
      const id = await repo.insertGroup(tx, values);
      const after = (await repo.findGroup(tx, id))!;
      await recordAudit(tx, { actorId: auth.userId, action: 'userGroup.create', entity: 'userGroup', entityId: id, after, ip });
      return after;
    }
    const before = await groupOf(tx, auth, input.id);
    if (before.programId !== programId) throw invalid('programId');
    await repo.updateGroup(tx, input.id, values);
    const after = (await repo.findGroup(tx, input.id))!;
    await recordAudit(tx, { actorId: auth.userId, action: 'userGroup.update', entity: 'userGroup', entityId: input.id, before, after, ip });
    return after;
  });
}

export async function deleteGroup(app: FastifyInstance, auth: AuthContext, userGroupId: number, ip: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const before = await groupOf(tx, auth, userGroupId);
    const permissions = await repo.listPermissions(tx, userGroupId);
    await repo.deleteGroup(tx, userGroupId);
    await recordAudit(tx, { actorId: auth.userId, action: 'userGroup.delete', entity: 'userGroup', entityId: userGroupId, before: { ...before, permissions }, ip });
  });
}

/** /users/:id/permissions: what the user holds through their groups, for actors allowed over them. */
export async function listUserPermissions(app: FastifyInstance, auth: AuthContext, userId: number, programId: number | undefined) {
  const program = programFor(auth, programId);
  await manageableUser(app.db, auth, userId, program);
  return repo.listUserPermissions(app.db, userId, program);
}

export async function listMemberships(app: FastifyInstance, auth: AuthContext, userId: number, programId: number | undefined, history: boolean) {
  const program = programFor(auth, programId);
  await manageableUser(app.db, auth, userId, program);
  return repo.listMemberships(app.db, userId, program, history);
}

/**
 * Adds a user to a group, or changes a membership (group or manager). A change closes the old
 * membership and opens a new one, so the history shows both. Only actors allowed over the
 * member's type may do it; the manager must rank above the member.
 */
export async function saveMembership(app: FastifyInstance, auth: AuthContext, userId: number, input: MembershipSave, ip: string) {
  if (input.userId !== userId) throw invalid('userId');
  let saved: { id: number };
  try {
    saved = await app.db.transaction(async (tx) => {
      const member = await manageableUser(tx, auth, userId, auth.programId);
      const group = await groupOf(tx, auth, input.userGroupId);
      if (group.programId !== auth.programId) throw invalid('userGroupId');
      const managerId = input.managerId ?? null;
      if (managerId !== null) {
        const manager = await findUserInProgram(tx, managerId, auth.programId);
        if (!manager || managerId === userId || userTypeRank(manager.type) >= userTypeRank(member.type)) throw invalid('managerId');
      }
      let before: unknown = null;
      if (input.userGroupUserId !== undefined) {
        const current = await repo.findMembership(tx, input.userGroupUserId);
        if (!current || current.userId !== userId || !current.active) throw notFound('failedToLoadUserUserGroups');
        if (current.userGroupId === input.userGroupId && current.managerId === managerId) return current;
        before = current;
        await repo.deactivateMembership(tx, current.id);
      }
      if (await repo.findActiveMembership(tx, input.userGroupId, userId)) throw conflict('userAlreadyInUserGroup');
      const after = await repo.insertMembership(tx, { userGroupId: input.userGroupId, userId, managerId, createdById: auth.userId });
      await recordAudit(tx, {
        actorId: auth.userId, action: before ? 'userGroupUser.update' : 'userGroupUser.create', entity: 'userGroupUser', entityId: after.id, before, after, ip,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('userAlreadyInUserGroup');
    throw error;
  }
  const memberships = await repo.listMemberships(app.db, userId, auth.programId, false);
  return memberships.find((m) => m.id === saved.id)!;
}

export async function removeMembership(app: FastifyInstance, auth: AuthContext, userGroupId: number, userGroupUserId: number, ip: string) {
  await app.db.transaction(async (tx) => {
    const current = await repo.findMembership(tx, userGroupUserId);
    if (!current || current.userGroupId !== userGroupId || !current.active) throw notFound('failedToDeleteUserUserGroup');
    await groupOf(tx, auth, userGroupId);
    await manageableUser(tx, auth, current.userId, auth.programId);
    await repo.deactivateMembership(tx, current.id);
    await recordAudit(tx, { actorId: auth.userId, action: 'userGroupUser.delete', entity: 'userGroupUser', entityId: current.id, before: current, ip });
  });
}

/** The permission types a programme offers: those whose module it has (spec §3). */
export async function programPermissionTypes(db: DbOrTx, programId: number): Promise<PermissionType[]> {
  const modules = parseModules(await repo.programModules(db, programId));
  return PERMISSION_TYPES.filter((t) => modules.includes(PERMISSION_MODULE[t]));
}

export async function listPermissions(app: FastifyInstance, auth: AuthContext, userGroupId: number) {
  const userGroup = await groupOf(app.db, auth, userGroupId);
  return { userGroup, permissions: await repo.listPermissions(app.db, userGroupId) };
}

/** Checks type against the programme's modules, and group/item against the catalogue chain. */
async function checkPermission(db: DbOrTx, programId: number, input: PermissionSave): Promise<{ groupId: number | null; itemId: number | null }> {
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

export async function addPermission(app: FastifyInstance, auth: AuthContext, userGroupId: number, input: PermissionSave, ip: string) {
  if (input.userGroupId !== userGroupId) throw invalid('userGroupId');
  return app.db.transaction(async (tx) => {
    const group = await groupOf(tx, auth, userGroupId);
    const refs = await checkPermission(tx, group.programId, input);
    const after = await repo.insertPermission(tx, { userGroupId, type: input.type, ...refs });
    await recordAudit(tx, { actorId: auth.userId, action: 'userGroupPermission.create', entity: 'userGroupPermission', entityId: after.id, after, ip });
    return (await repo.listPermissions(tx, userGroupId)).find((p) => p.id === after.id)!;
  });
}

export async function removePermission(app: FastifyInstance, auth: AuthContext, userGroupId: number, permissionId: number, ip: string) {
  await app.db.transaction(async (tx) => {
    await groupOf(tx, auth, userGroupId);
    const before = await repo.findPermission(tx, permissionId);
    if (!before || before.userGroupId !== userGroupId) throw notFound('failedToDeleteUserGroupPermission');
    await repo.deletePermission(tx, permissionId);
    await recordAudit(tx, { actorId: auth.userId, action: 'userGroupPermission.delete', entity: 'userGroupPermission', entityId: permissionId, before, ip });
  });
}

export function permissionTypes(app: FastifyInstance, auth: AuthContext, programId?: number) {
  return programPermissionTypes(app.db, programFor(auth, programId));
}

export function permissionOptions(app: FastifyInstance, auth: AuthContext, q: OptionsQuery) {
  return options.permissionOptions(app.db, programFor(auth, q.programId), q.type, q.level, { parentId: q.parentId });
}
