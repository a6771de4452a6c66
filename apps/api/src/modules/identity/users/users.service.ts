import {
  USER_TYPES, canManageUserType, councilKeepsApproval, isAdminType, manageableUserTypes, userTypeRank,
  type ManagersQuery, type UserDetail, type UserListQuery, type UserType, type UserValues,
} from '@portal/domain';
import { AppError, conflict, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { isUniqueViolation, violatedConstraint } from '#platform/lib/pg-errors.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { Reach } from '#platform/context/reach.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { requestEmailChange } from '../account/index.ts';
import { clearLoginThrottle, revokeUserSessions } from '../auth/index.ts';
import { councilOfNewCrm, keepCouncilOfNewCrm, withdrawApprovalUnlessConfirmed } from '#doctors/council/index.ts';
import { sendInvitation } from '../password-links/index.ts';
import * as repo from './users.repository.ts';

export const cannotManage = () => new AppError('userCannotBeManaged', 403);

export function listUsers({ db }: Deps, ctx: RequestContext, q: UserListQuery) {
  const programId = programIn(ctx.scope, q.programId);
  const manageable = manageableUserTypes(ctx.userType);
  const types = q.userType ? manageable.filter((t) => t === q.userType) : manageable;
  return repo.listUsers(db, { reach: ctx.reach(programId), types, filter: q.filter, status: q.status, skip: q.skip, take: q.take, sort: q.sort, order: q.order });
}

/**
 * A user the actor may manage (spec §6): not found when outside the programme, outside the actor's
 * reach (field staff reach only their own subtree: decision 0040) or of a higher type than the
 * actor (decision 0022: all three answer alike).
 */
export async function manageableUser(db: DbOrTx, ctx: RequestContext, userId: number, reach: Reach): Promise<UserDetail> {
  const user = await repo.findUserInReach(db, userId, reach);
  if (!user) throw notFound('failedToLoadUser');
  // A user who outranks the actor answers like a missing one, so ids do not reveal the hierarchy.
  if (!canManageUserType(ctx.userType, user.type)) throw notFound('failedToLoadUser');
  return user;
}

export function getUser({ db }: Deps, ctx: RequestContext, userId: number, programId?: number) {
  return manageableUser(db, ctx, userId, ctx.reach(programIn(ctx.scope, programId, 'failedToLoadUser')));
}

function assertAssignableType(ctx: RequestContext, type: UserType) {
  if (!canManageUserType(ctx.userType, type)) throw cannotManage();
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

/**
 * A created user sets a first password from the invitation sent in the same transaction. One that
 * field staff create is placed under the creator (decision 0040): in the programme's default
 * groups for its type, else in the creator's own group; a creator in no group cannot place anyone.
 * A doctor's CRM is asked to the medical council first and its answer kept (decision 0060); the
 * doctor is created approved only when it answered active under the doctor's name, else awaiting
 * approval (decision 0065).
 */
export async function createUser(deps: Deps, ctx: RequestContext, input: UserValues): Promise<UserDetail> {
  const { db } = deps;
  assertAssignableType(ctx, input.type);
  const programId = ctx.scope.programId;
  const reach = ctx.reach();
  const council = input.type === 'DOCTOR' && input.doctor ? await councilOfNewCrm(deps, null, input.doctor, input.name) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const approved = council === undefined || councilKeepsApproval(council.answer, input.name);
      const id = await repo.insertUser(tx, { ...userWrite(input), approved });
      if (input.type === 'DOCTOR' && input.doctor) await repo.upsertDoctor(tx, id, input.doctor);
      await keepCouncilOfNewCrm(tx, id, council, deps.now());
      await repo.addToProgram(tx, id, programId);
      const manager = reach.wholeProgramme ? null : ctx.userId;
      const joined = await repo.joinDefaultGroups(tx, id, input.type, programId, ctx.userId, manager);
      if (manager !== null && joined === 0 && !(await repo.joinCreatorsGroup(tx, id, programId, ctx.userId))) throw cannotManage();
      const created = (await repo.findUserInReach(tx, id, reach))!;
      await recordAudit(tx, { actorId: ctx.userId, action: 'user.create', entity: 'user', entityId: id, after: created, ip: ctx.ip });
      await sendInvitation(tx, deps, id, { actorId: ctx.userId, programId, ip: ctx.ip });
      return created;
    });
  } catch (error) {
    mapUnique(error);
  }
}

const sameDoctor = (before: UserDetail['doctor'], after: UserValues['doctor']) =>
  !before || !after || (before.crm === after.crm && before.uf === after.uf);

/**
 * `PUT /users/{id}`: a user the caller manages. The login e-mail is the user's own (decision 0040):
 * only an administrator names a new one here (of a user in no programme the administrator is not
 * in, unless a system administrator: decision 0065), and it takes effect once the link sent to it is used
 * (the old address is told); anyone else gets 403 cannotChangeLoginEmail. An approved doctor's CRM
 * and state only an administrator changes (400 crmLocked); the audit keeps both values. A changed
 * CRM is asked to the medical council first and its answer kept, so the stored registration is
 * never the previous CRM's (decision 0060); an approved doctor keeps approval only when the council
 * answers the new one active under the doctor's name, else goes back to awaiting approval and is
 * told (decision 0065).
 */
export async function updateUser(deps: Deps, ctx: RequestContext, userId: number, input: UserValues): Promise<UserDetail> {
  const { db } = deps;
  const reach = ctx.reach();
  const admin = isAdminType(ctx.userType);
  // Whom the caller may not edit answers before anyone outside is asked about a CRM.
  const current = await manageableUser(db, ctx, userId, reach);
  const council = input.type === 'DOCTOR' && input.doctor && (admin || !current.approved)
    ? await councilOfNewCrm(deps, userId, input.doctor, input.name) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const before = await manageableUser(tx, ctx, userId, reach);
      assertAssignableType(ctx, input.type);
      const newEmail = input.email.toLowerCase() !== before.email.toLowerCase() ? input.email.toLowerCase() : null;
      if (newEmail !== null && !admin) throw new AppError('cannotChangeLoginEmail', 403, { email: ['err.cannotChangeLoginEmail'] });
      // The login opens every programme of the user: an administrator of some of them does not move it (decision 0065).
      if (newEmail !== null && ctx.userType !== 'SYSADMIN' && await repo.belongsOutside(tx, userId, ctx.userId)) {
        throw new AppError('loginEmailOfOtherPrograms', 403, { email: ['err.loginEmailOfOtherPrograms'] });
      }
      if (before.approved && !admin && !sameDoctor(before.doctor, input.doctor)) {
        throw new AppError('crmLocked', 400, { 'doctor.crm': ['err.crmLocked'] });
      }
      await repo.updateUser(tx, userId, { ...userWrite(input), email: before.email });
      if (input.type === 'DOCTOR' && input.doctor) await repo.upsertDoctor(tx, userId, input.doctor);
      await keepCouncilOfNewCrm(tx, userId, council, deps.now());
      if (council && before.approved) {
        await withdrawApprovalUnlessConfirmed(tx, deps, {
          user: { id: userId, name: input.name, email: before.email }, before: before.doctor && { crm: before.doctor.crm, uf: before.doctor.uf },
          after: { crm: input.doctor!.crm, uf: input.doctor!.uf }, check: council, actorId: ctx.userId, programId: ctx.scope.programId, ip: ctx.ip,
        });
      }
      const after = (await repo.findUserInReach(tx, userId, reach))!;
      await recordAudit(tx, { actorId: ctx.userId, action: 'user.update', entity: 'user', entityId: userId, before, after, ip: ctx.ip });
      if (newEmail === null) return after;
      await requestEmailChange(tx, deps, { userId, email: newEmail, actorId: ctx.userId, ip: ctx.ip });
      return { ...after, emailConfirmationSentTo: newEmail };
    });
  } catch (error) {
    mapUnique(error);
  }
}

/**
 * `PUT /users/{id}/active`: a manager deactivates or reactivates a user they manage (same rule as
 * editing), never themself. Deactivating revokes every session of the user in the same
 * transaction, so the next request of that user is refused; login then answers inactiveUser.
 */
export async function setUserActive({ db }: Deps, ctx: RequestContext, userId: number, active: boolean): Promise<UserDetail> {
  return db.transaction(async (tx) => {
    const before = await manageableUser(tx, ctx, userId, ctx.reach());
    if (userId === ctx.userId) throw new AppError('cannotDeactivateSelf', 403);
    if (before.active === active) return before;
    await repo.setActive(tx, userId, active);
    if (!active) await revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      actorId: ctx.userId, action: active ? 'user.reactivate' : 'user.deactivate', entity: 'user', entityId: userId,
      before: { active: before.active }, after: { active }, ip: ctx.ip,
    });
    return { ...before, active };
  });
}

/**
 * Who may be a member's manager: approved users of the programme above the member's type (any
 * non-doctor when no member is named), never the member; matching the typed search, and bounded by
 * the caller's hierarchy (themself and those below them, unless they see the whole programme).
 */
export async function listManagers({ db }: Deps, ctx: RequestContext, q: ManagersQuery) {
  const { userId } = q;
  const reach = ctx.reach(programIn(ctx.scope, q.programId));
  let types: UserType[] = USER_TYPES.filter((t) => t !== 'DOCTOR');
  if (userId !== undefined) {
    const member = await manageableUser(db, ctx, userId, reach);
    types = types.filter((t) => userTypeRank(t) < userTypeRank(member.type));
  }
  return repo.listManagers(db, { reach, types, excludeUserId: userId, filter: q.filter, take: q.take });
}

/** Lifts the account's block and login throttles (an administrator's audited action); open sessions stay. */
export async function unblockUser({ db }: Deps, ctx: RequestContext, userId: number, programId?: number): Promise<void> {
  const reach = ctx.reach(programIn(ctx.scope, programId, 'failedToLoadUser'));
  await db.transaction(async (tx) => {
    await manageableUser(tx, ctx, userId, reach);
    const before = await repo.unblockUser(tx, userId);
    await clearLoginThrottle(tx, userId);
    await recordAudit(tx, { actorId: ctx.userId, action: 'user.unblock', entity: 'user', entityId: userId, before, after: { blocked: false }, ip: ctx.ip });
  });
}

/** `POST /users/:id/invitation`: a new first-password link for a manageable user without a password. */
export async function resendInvitation(deps: Deps, ctx: RequestContext, userId: number): Promise<void> {
  const programId = ctx.scope.programId;
  await deps.db.transaction(async (tx) => {
    await manageableUser(tx, ctx, userId, ctx.reach());
    await sendInvitation(tx, deps, userId, { actorId: ctx.userId, programId, ip: ctx.ip });
  });
}
