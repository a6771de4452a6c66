import type { FastifyInstance } from 'fastify';
import { sessionRoles, userModulesFromPermissions, type LoginInput, type SessionUser } from '@portal/domain';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';
import { insertSession, revokeSession, setSessionProgram } from './session.repository.ts';
import type { AuthContext } from '../../plugins/auth.ts';

/** Failed logins before a temporary lock, and before the account is blocked until an admin acts. */
export const LOCK_AFTER_FAILURES = 5;
export const BLOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * 60_000;

export async function login(app: FastifyInstance, input: LoginInput, ip: string) {
  const { db, config } = app;
  const user = await repo.findUserByEmail(db, input.username);
  const locked = !!user && (user.blocked || !user.active || (user.lockedUntil !== null && user.lockedUntil > new Date()));
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || user.anonymizedAt) throw new AppError('invalidUser', 401);
  if (locked) throw new AppError('blockedUser', 403);
  if (!valid) {
    await repo.recordFailedLogin(db, user.id, LOCK_AFTER_FAILURES, BLOCK_AFTER_FAILURES, LOCK_MS);
    await recordAudit(db, { actorId: user.id, action: 'loginFailed', entity: 'user', entityId: user.id, ip });
    throw new AppError('invalidUser', 401);
  }
  const member = user.type === 'SYSADMIN'
    ? await repo.programExists(db, input.programId)
    : await repo.isProgramMember(db, user.id, input.programId);
  if (!member) throw new AppError('userNotInProgram', 403);
  if (user.passwordExpiresAt && user.passwordExpiresAt <= new Date()) throw new AppError('expiredPassword', 403);

  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionAbsoluteMs);
  await db.transaction(async (tx) => {
    await repo.clearFailedLogins(tx, user.id);
    await insertSession(tx, { tokenHash: hashToken(token), userId: user.id, programId: input.programId, expiresAt });
    await recordAudit(tx, { actorId: user.id, action: 'login', entity: 'user', entityId: user.id, ip });
  });
  return { token, expiresAt };
}

export const logout = (app: FastifyInstance, auth: AuthContext) => revokeSession(app.db, auth.sessionId);

export async function sessionUser(app: FastifyInstance, auth: AuthContext): Promise<SessionUser> {
  const { db } = app;
  const [user, doctor, userGroups, pendingUsagePolicies] = await Promise.all([
    repo.findUserById(db, auth.userId),
    auth.userType === 'DOCTOR' ? repo.findDoctorByUserId(db, auth.userId) : Promise.resolve(undefined),
    repo.findUserGroupsWithPermissions(db, auth.userId),
    auth.policiesPending ? repo.findPendingPolicies(db, auth.userId, auth.programId, auth.userType) : Promise.resolve([]),
  ]);
  if (!user) throw new AppError('unauthorized', 401);
  const programPermissions = userGroups.filter((g) => g.programId === auth.programId).flatMap((g) => g.userGroupPermissions.map((p) => p.type));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    type: user.type,
    active: user.active,
    approved: user.approved,
    roles: sessionRoles(user.type),
    programId: auth.programId,
    modules: userModulesFromPermissions(programPermissions),
    userGroups,
    pendingUsagePolicies,
    doctor: doctor ? { crm: doctor.crm, uf: doctor.uf, workInstitutions: doctor.workInstitutions } : null,
  };
}

export async function switchProgram(app: FastifyInstance, auth: AuthContext, programId: number) {
  const member = auth.userType === 'SYSADMIN'
    ? await repo.programExists(app.db, programId)
    : await repo.isProgramMember(app.db, auth.userId, programId);
  if (!member) throw new AppError('userNotInProgram', 403);
  await setSessionProgram(app.db, auth.sessionId, programId);
}
