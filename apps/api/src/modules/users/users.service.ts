import type { FastifyInstance } from 'fastify';
import {
  USER_TYPES, canManageUserType, manageableUserTypes, userTypeRank,
  type UserDetail, type UserListQuery, type UserType, type UserValues,
} from '@portal/domain';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { programFor, violatedConstraint } from './program-access.ts';
import * as repo from './users.repository.ts';

export const cannotManage = () => new AppError('userCannotBeManaged', 403);

export function listUsers(app: FastifyInstance, auth: AuthContext, q: UserListQuery) {
  const programId = programFor(auth, q.programId);
  const manageable = manageableUserTypes(auth.userType);
  const types = q.userType ? manageable.filter((t) => t === q.userType) : manageable;
  return repo.listUsers(app.db, { programId, types, filter: q.filter, skip: q.skip, take: q.take, sort: q.sort, order: q.order });
}

/**
 * A user of the programme the actor may manage (spec §6): not found when outside the programme,
 * userCannotBeManaged when of a higher type than the actor.
 */
export async function manageableUser(db: DbOrTx, auth: AuthContext, userId: number, programId: number): Promise<UserDetail> {
  const user = await repo.findUserInProgram(db, userId, programId);
  if (!user) throw notFound('failedToLoadUser');
  if (!canManageUserType(auth.userType, user.type)) throw cannotManage();
  return user;
}

export function getUser(app: FastifyInstance, auth: AuthContext, userId: number, programId?: number) {
  return manageableUser(app.db, auth, userId, programFor(auth, programId));
}

function assertAssignableType(auth: AuthContext, type: UserType) {
  if (!canManageUserType(auth.userType, type)) throw cannotManage();
}

/** Unique indexes answer the duplicate checks, so two simultaneous requests cannot both win. */
function mapUnique(error: unknown): never {
  if (isUniqueViolation(error)) {
    const name = violatedConstraint(error);
    if (/crm/i.test(name)) throw conflict('crmArealdyInUse');
    throw conflict('emailAlreadyInUse');
  }
  throw error;
}

const userWrite = (v: UserValues) => ({ name: v.name, email: v.email, phone: v.phone, type: v.type });

export async function createUser(app: FastifyInstance, auth: AuthContext, input: UserValues, ip: string): Promise<UserDetail> {
  assertAssignableType(auth, input.type);
  const programId = auth.programId;
  try {
    return await app.db.transaction(async (tx) => {
      const id = await repo.insertUser(tx, { ...userWrite(input), approved: true });
      if (input.type === 'DOCTOR' && input.doctor) await repo.upsertDoctor(tx, id, input.doctor);
      await repo.addToProgram(tx, id, programId);
      await repo.joinDefaultGroups(tx, id, programId, auth.userId);
      const created = (await repo.findUserInProgram(tx, id, programId))!;
      await recordAudit(tx, { actorId: auth.userId, action: 'user.create', entity: 'user', entityId: id, after: created, ip });
      return created;
    });
  } catch (error) {
    mapUnique(error);
  }
}

export async function updateUser(app: FastifyInstance, auth: AuthContext, userId: number, input: UserValues, ip: string): Promise<UserDetail> {
  try {
    return await app.db.transaction(async (tx) => {
      const before = await manageableUser(tx, auth, userId, auth.programId);
      assertAssignableType(auth, input.type);
      await repo.updateUser(tx, userId, userWrite(input));
      if (input.type === 'DOCTOR' && input.doctor) await repo.upsertDoctor(tx, userId, input.doctor);
      const after = (await repo.findUserInProgram(tx, userId, auth.programId))!;
      await recordAudit(tx, { actorId: auth.userId, action: 'user.update', entity: 'user', entityId: userId, before, after, ip });
      return after;
    });
  } catch (error) {
    mapUnique(error);
  }
}

/**
 * Who may be a member's manager: approved users of the programme above the member's type (any
 * non-doctor when no member is named), never the member.
 */
export async function listManagers(app: FastifyInstance, auth: AuthContext, programId?: number, userId?: number) {
  const program = programFor(auth, programId);
  let types: UserType[] = USER_TYPES.filter((t) => t !== 'DOCTOR');
  if (userId !== undefined) {
    const member = await repo.findUserInProgram(app.db, userId, program);
    if (!member) throw notFound('failedToLoadUser');
    if (!canManageUserType(auth.userType, member.type)) throw forbidden('userCannotBeManaged');
    types = types.filter((t) => userTypeRank(t) < userTypeRank(member.type));
  }
  return repo.listManagers(app.db, program, types, userId);
}
