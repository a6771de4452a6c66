import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { countedLogin } from '#platform/metrics/login.ts';
import { DEVICE_COOKIE, clearSessionCookie, forgetSession, setDeviceCookie, setSessionCookie } from '#platform/plugins/auth.ts';
import * as service from './auth.service.ts';

const { auth } = contract;

/**
 * Logins per minute per address and e-mail. The limit runs after the body is parsed (preHandler),
 * so a shared address (one NAT) does not block everyone's login; per-account throttling is in
 * login-throttle.ts.
 */
function loginRateKey(request: FastifyRequest): string {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return `${request.ip}|${typeof username === 'string' ? username.toLowerCase() : ''}`;
}

/** Spec §2 login and §4 session (contracts in @portal/domain/contracts/auth); the cookie is HTTP's business, so it is set here. */
export function authRoutes(app: FastifyInstance): void {
  route(app, auth.login, async ({ deps, body, request, reply }) => {
    const { token, expiresAt, deviceToken } = await countedLogin(service.login(deps, body, {
      ip: request.ip, deviceToken: request.cookies[DEVICE_COOKIE], captchaToken: body.recaptchaValue,
    }));
    setSessionCookie(app, reply, token, expiresAt);
    setDeviceCookie(app, reply, deviceToken);
    // A sign-in adds a session and changes nothing other requests have cached.
    // Browsers hold the session in the httpOnly cookie only; the token is for bearer clients that ask.
    return { ...(body.authMode === 'bearer' ? { token } : {}), expiresAt: expiresAt.toISOString() };
  }, { config: { keepsCaches: true, rateLimit: { hook: 'preHandler', max: app.deps.config.loginRateLimitPerMinute, timeWindow: '1 minute', keyGenerator: loginRateKey } } });

  route(app, auth.logout, async ({ deps, ctx, request, reply }) => {
    if (ctx) await service.logout(deps, ctx);
    await forgetSession(app, request);
    clearSessionCookie(reply);
  }, { config: { keepsCaches: true } });

  route(app, auth.session, ({ deps, ctx }) => (ctx ? service.sessionUser(deps, ctx) : { user: null }));
  route(app, auth.switchProgram, ({ deps, ctx, body }) => service.switchProgram(deps, ctx, body.programId));
}
