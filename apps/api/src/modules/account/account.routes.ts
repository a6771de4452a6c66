import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema, changePasswordSchema, optoutResponseSchema, profileSchema, profileUpdateResponseSchema,
  profileUpdateSchema, workInstitutionsResponseSchema, workInstitutionsUpdateSchema,
} from '@portal/domain';
import { z } from 'zod';
import { errorResponses as errors } from '../../lib/responses.ts';
import { authOf, clearSessionCookie } from '../../plugins/auth.ts';
import * as service from './account.service.ts';


/** The signed-in user's own account: profile, e-mail, work institutions, password and opt-out. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/me', {
    config: { access: { allowPending: true } },
    schema: { tags: ['account'], response: { 200: profileSchema, ...errors } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.getProfile(app, authOf(request).userId);
  });

  app.put('/users/me', {
    schema: { tags: ['account'], body: profileUpdateSchema, response: { 200: profileUpdateResponseSchema, ...errors } },
  }, async (request, reply) => {
    const result = await service.updateProfile(app, authOf(request), request.body, request.ip);
    if (result.signedOut) clearSessionCookie(reply);
    return result;
  });

  app.patch('/users/change-email', {
    schema: { tags: ['account'], body: changeEmailSchema, response: { 200: z.object({ changed: z.boolean() }), ...errors } },
  }, async (request, reply) => {
    const result = await service.changeEmail(app, authOf(request), request.body.email, request.ip);
    if (result.changed) clearSessionCookie(reply);
    return result;
  });

  app.put('/doctors/work-institutions', {
    config: { access: { types: ['DOCTOR'] } },
    schema: { tags: ['account'], body: workInstitutionsUpdateSchema, response: { 200: workInstitutionsResponseSchema, ...errors } },
  }, (request) => service.updateWorkInstitutions(app, authOf(request), request.body, request.ip));

  app.put('/users/me/password', {
    config: { access: { allowPending: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['account'], body: changePasswordSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.changePassword(app, authOf(request), request.body, request.ip);
    return reply.status(204).send(null);
  });

  app.post('/users/optout', {
    config: { access: { allowPending: true } },
    schema: { tags: ['account'], response: { 202: optoutResponseSchema, ...errors } },
  }, async (request, reply) => {
    const result = await service.requestOptout(app, authOf(request), request.ip);
    return reply.status(202).send(result);
  });
};
