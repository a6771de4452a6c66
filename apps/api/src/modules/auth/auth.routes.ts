import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '../../http/route.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.ts';
import * as service from './auth.service.ts';

const { auth } = contract;

/** Logins per minute are counted per address and e-mail, so one address cannot try many accounts quickly. */
function loginRateKey(request: FastifyRequest): string {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return `${request.ip}|${typeof username === 'string' ? username.toLowerCase() : ''}`;
}

/** Spec §2 login and §4 session (contracts in @portal/domain/contracts/auth); the cookie is HTTP's business, so it is set here. */
export function authRoutes(app: FastifyInstance): void {
  route(app, auth.login, async ({ deps, body, request, reply }) => {
    const { token, expiresAt } = await service.login(deps, body, request.ip);
    setSessionCookie(app, reply, token, expiresAt);
    return { token, expiresAt: expiresAt.toISOString() };
  }, { config: { rateLimit: { max: app.deps.config.loginRateLimitPerMinute, timeWindow: '1 minute', keyGenerator: loginRateKey } } });

  route(app, auth.logout, async ({ deps, ctx, reply }) => {
    if (ctx) await service.logout(deps, ctx);
    clearSessionCookie(reply);
  });

  route(app, auth.session, ({ deps, ctx }) => (ctx ? service.sessionUser(deps, ctx) : { user: null }));
  route(app, auth.switchProgram, ({ deps, ctx, body }) => service.switchProgram(deps, ctx, body.programId));
}
