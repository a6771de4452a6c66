import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, loginResponseSchema, loginSchema, sessionUserSchema, type SessionUser } from '@portal/domain';
import { MicroCache } from '../../lib/micro-cache.ts';
import { authOf, clearSessionCookie, setSessionCookie } from '../../plugins/auth.ts';
import * as service from './auth.service.ts';

/** GET /api/user is called by every screen; see lib/micro-cache.ts for how it stays fresh. */
const sessionUserCache = new MicroCache<SessionUser>();

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', {
    config: {
      access: { public: true },
      rateLimit: {
        max: app.config.loginRateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
      },
    },
    schema: {
      tags: ['auth'], body: loginSchema,
      response: { 200: loginResponseSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const { token, expiresAt } = await service.login(app, request.body, request.ip);
    setSessionCookie(app, reply, token, expiresAt);
    return { token, expiresAt: expiresAt.toISOString() };
  });

  app.post('/logout', { config: { access: { public: true } }, schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.auth) await service.logout(app, request.auth);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get('/user', {
    config: { access: { allowPending: true } },
    schema: { tags: ['auth'], response: { 200: sessionUserSchema } },
  }, (request) => {
    const auth = authOf(request);
    return sessionUserCache.get(String(auth.sessionId), () => service.sessionUser(app, auth));
  });

  app.put('/user/program', {
    config: { access: { allowPending: true } },
    schema: { tags: ['auth'], body: z.object({ programId: z.number().int().positive() }) },
  }, async (request, reply) => {
    await service.switchProgram(app, authOf(request), request.body.programId);
    return reply.status(204).send();
  });
};
