import { sessionRoles, userModulesFromPermissions, type LoginInput, type SessionUser } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { MicroCache } from '#platform/lib/micro-cache.ts';
import { verifyPassword } from '#platform/lib/password.ts';
import { hashToken, newToken } from '#platform/lib/tokens.ts';
import { findPendingPolicies } from '../usage-policies/index.ts';
import * as repo from './auth.repository.ts';
import { checkLoginThrottle, newDeviceToken, type LoginClient } from './login-throttle.ts';
import { insertSession, revokeSession, setSessionProgram } from '#platform/context/session.repository.ts';

/**
 * A new session for the e-mail and password in the chosen programme; the caller sets the cookies.
 * Failures are throttled per e-mail, address and trusted device (login-throttle.ts); a wrong
 * password answers the same `invalidUser` for every account, blocked or not, known or not.
 */
export async function login(deps: Deps, input: LoginInput, client: LoginClient) {
  const { db, config, now } = deps;
  const { ip } = client;
  const throttle = await checkLoginThrottle(deps, input.username, client);
  const at = now();
  const user = await repo.findUserByEmail(db, input.username);
  // The hash is checked even for an unknown e-mail, so timing does not tell the two apart.
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || user.anonymizedAt || !valid) {
    await throttle.fail();
    if (user && !user.anonymizedAt) await recordAudit(db, { actorId: user.id, action: 'loginFailed', entity: 'user', entityId: user.id, ip });
    throw new AppError('invalidUser', 401);
  }
  // Only someone who knows the password learns that the account is blocked or inactive.
  if (user.blocked) throw new AppError('blockedUser', 403);
  if (!user.active) throw new AppError('inactiveUser', 403);
  if (!(await belongsTo(db, user.id, user.type === 'SYSADMIN', input.programId))) throw new AppError('userNotInProgram', 403);
  if (user.passwordExpiresAt && user.passwordExpiresAt <= at) throw new AppError('expiredPassword', 403);

  const token = newToken();
  const expiresAt = new Date(at.getTime() + config.sessionAbsoluteMs);
  await db.transaction(async (tx) => {
    await repo.clearFailedLogins(tx, user.id);
    await insertSession(tx, { tokenHash: hashToken(token), userId: user.id, programId: input.programId, expiresAt });
    await recordAudit(tx, { actorId: user.id, action: 'login', entity: 'user', entityId: user.id, ip });
  });
  await throttle.succeed();
  return { token, expiresAt, deviceToken: newDeviceToken(config.onboarding.codeSecret, user.email) };
}

/** A system administrator may work in any programme that exists; anyone else in their own. */
const belongsTo = (db: Deps['db'], userId: number, sysadmin: boolean, programId: number) =>
  sysadmin ? repo.programExists(db, programId) : repo.isProgramMember(db, userId, programId);

/** GET /api/user is called by every screen; see lib/micro-cache.ts for how it stays fresh. */
const sessionUserCache = new MicroCache<SessionUser>(10_000, 'session-users');

/** Ends the session; its cached answer goes at once (the route keeps other caches). */
export async function logout({ db, caches }: Deps, ctx: RequestContext): Promise<void> {
  await revokeSession(db, ctx.sessionId);
  await caches.evict([[sessionUserCache, String(ctx.sessionId)]]);
}


export const sessionUser = (deps: Deps, ctx: RequestContext): Promise<SessionUser> =>
  sessionUserCache.get(String(ctx.sessionId), () => loadSessionUser(deps, ctx));

async function loadSessionUser({ db }: Deps, ctx: RequestContext): Promise<SessionUser> {
  const [user, doctor, userGroups, pendingUsagePolicies] = await Promise.all([
    repo.findUserById(db, ctx.userId),
    ctx.userType === 'DOCTOR' ? repo.findDoctorByUserId(db, ctx.userId) : Promise.resolve(undefined),
    repo.findUserGroupsWithPermissions(db, ctx.userId),
    ctx.policiesPending ? findPendingPolicies(db, ctx.userId, ctx.scope.programId, ctx.userType) : Promise.resolve([]),
  ]);
  if (!user) throw new AppError('unauthorized', 401);
  const programPermissions = userGroups.filter((g) => g.programId === ctx.programId).flatMap((g) => g.userGroupPermissions.map((p) => p.type));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    type: user.type,
    active: user.active,
    approved: user.approved,
    roles: sessionRoles(user.type),
    programId: ctx.programId,
    modules: userModulesFromPermissions(programPermissions),
    userGroups,
    pendingUsagePolicies,
    doctor: doctor ? { crm: doctor.crm, uf: doctor.uf, workInstitutions: doctor.workInstitutions } : null,
  };
}

/** Moves the session to another programme the user belongs to (403 userNotInProgram otherwise). */
export async function switchProgram({ db }: Deps, ctx: RequestContext, programId: number): Promise<void> {
  if (!(await belongsTo(db, ctx.userId, ctx.userType === 'SYSADMIN', programId))) throw new AppError('userNotInProgram', 403);
  await setSessionProgram(db, ctx.sessionId, programId);
}
