import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  canAccessRoute, parseModules, routeByKey, userModulesFromPermissions, type Access,
} from '@portal/domain';
import { AppError } from '../lib/app-error.ts';
import { recordAudit } from '../lib/audit.ts';
import { hashToken } from '../lib/tokens.ts';
import { findLiveSession, touchSession, type SessionRow } from '../context/session.repository.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { MicroCache } from '../lib/micro-cache.ts';

export const SESSION_COOKIE = 'portal_session';
/**
 * The session cookie's name where cookies are Secure (production): the `__Host-` prefix makes the
 * browser refuse it unless it is Secure, has Path=/ and no Domain, so a sibling subdomain or a
 * plain-HTTP page cannot plant or shadow it. `portal_session` is still read during the change-over.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Refresh last_seen_at at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export type { Access, AuthContext };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[HOST_SESSION_COOKIE] || request.cookies[SESSION_COOKIE] || undefined;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date) {
  const secure = app.config.production;
  reply.setCookie(secure ? HOST_SESSION_COOKIE : SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  // A browser that still holds the old name drops it, so only the prefixed cookie is left.
  if (secure && reply.request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The trusted-device cookie of login throttling (modules/identity/auth/login-throttle.ts), read only by POST /api/login. */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_MS = 180 * 86_400_000;

export function setDeviceCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/login', httpOnly: true, sameSite: 'strict', secure: app.config.production, expires: new Date(Date.now() + DEVICE_COOKIE_MS),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { cookies } = reply.request;
  if (cookies[HOST_SESSION_COOKIE] || reply.server.config.production) reply.clearCookie(HOST_SESSION_COOKIE, { path: '/', secure: true });
  if (cookies[SESSION_COOKIE] || !reply.server.config.production) reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** A live session as the guard uses it: the request-independent context, built once per lookup. */
interface LiveSession { auth: AuthContext; lastSeenAt: Date }

const toLiveSession = (row: SessionRow | undefined): LiveSession | undefined => row && {
  lastSeenAt: row.lastSeenAt,
  auth: Object.freeze({
    sessionId: row.sessionId,
    userId: row.userId,
    programId: row.programId,
    userType: row.type,
    approved: row.approved,
    policiesPending: row.policiesPending,
    programModules: parseModules(row.programModules),
    userModules: userModulesFromPermissions(row.permissionTypes),
  }),
};

/**
 * Session lookups, the one query every signed-in request makes, held by the micro-cache
 * (decision 0006: a logout or any other write in this process clears it at once; other processes
 * see it after at most CACHE_TTL_MS). The cached context is frozen: requests share it.
 */
const sessionCache = new MicroCache<LiveSession | undefined>(10_000, 'sessions');

/** Forgets the request's cached session (sign-out), so every process refuses its token at once. */
export async function forgetSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = tokenFrom(request);
  if (token) await app.deps.caches.evict([[sessionCache, hashToken(token)]]);
}

async function loadAuth(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext | null> {
  const token = tokenFrom(request);
  if (!token) return null;
  const tokenHash = hashToken(token);
  // What another process ended or changed before this request arrived must not be served from the cache.
  const caughtUp = app.deps.caches.caughtUp();
  if (caughtUp) await caughtUp;
  const live = await sessionCache.get(tokenHash, async () => toLiveSession(await findLiveSession(app.db, tokenHash, app.config.sessionIdleMs)));
  if (!live) return null;
  if (Date.now() - live.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    live.lastSeenAt = new Date();
    await touchSession(app.db, live.auth.sessionId);
  }
  return live.auth;
}

/**
 * The session of a request outside `/api` (the FHIR base): the same lookup and cache as the guard's,
 * for a plugin that applies its own rules. Null when the request carries no live session.
 */
export const sessionOf = (app: FastifyInstance, request: FastifyRequest): Promise<AuthContext | null> => loadAuth(app, request);

export function isAllowed(auth: AuthContext, access: Exclude<Access, { public: true }>): boolean {
  if (access.types && !access.types.includes(auth.userType)) return false;
  if (access.routes && !access.routes.some((key) => canAccessRoute(routeByKey(key), auth))) return false;
  return true;
}

/** The one guard: every /api route is checked here before its body is even read. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // The API documentation is public; everything else under /api is guarded.
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = request.routeOptions.config.access ?? {};
    if ('public' in access) {
      request.auth = await loadAuth(app, request);
      return;
    }
    const auth = await loadAuth(app, request);
    if (!auth) throw new AppError('unauthorized', 401);
    request.auth = auth;
    await checkAccess(app, request, auth, access);
  });
}

/**
 * The guard's check of a signed-in user against a declared access: approved and with no usage
 * policy pending (unless `allowPending`), then the declared types and screens; a refusal is logged
 * and audited. Throws the AppError the guard answers (403 userNotApproved, policiesNotAccepted or
 * forbidden). Used by the guard and by the routes outside `/api` that take a session (the Bulk
 * Data export), so both read one rule.
 */
export async function checkAccess(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, access: Exclude<Access, { public: true }>): Promise<void> {
  if (!access.allowPending) {
    if (!auth.approved) throw new AppError('userNotApproved', 403);
    if (auth.policiesPending) throw new AppError('policiesNotAccepted', 403);
  }
  if (!isAllowed(auth, access)) {
    const url = request.routeOptions.url ?? request.url;
    request.log.warn({ userId: auth.userId, route: url }, 'authorization refused');
    await recordAudit(app.db, { actorId: auth.userId, action: 'forbidden', entity: 'route', entityId: `${request.method} ${url}`, ip: request.ip });
    throw new AppError('forbidden', 403);
  }
}

