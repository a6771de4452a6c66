import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema, managersQuerySchema, pageOf, userDetailSchema, userInputSchema, userListItemSchema, userListQuerySchema,
  userProgramQuerySchema, userRefSchema,
} from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { authOf } from '../../plugins/auth.ts';
import * as service from './users.service.ts';


/**
 * Spec §7 "Users and groups": the users administration. Every route needs the users screen;
 * record-level rules (a user of a higher type is never managed) live in the service.
 * PUT /users/{id}/approved belongs to the approval flow of the onboarding module.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { routes: ['users'] };

  app.get('/users', {
    config: { access },
    schema: { tags: ['users'], querystring: userListQuerySchema, response: { 200: pageOf(userListItemSchema), ...errors } },
  }, (request) => service.listUsers(app, authOf(request), request.query));

  app.get('/users/managers', {
    config: { access: { routes: ['users', 'userUserGroups'] } },
    schema: { tags: ['users'], querystring: managersQuerySchema, response: { 200: z.array(userRefSchema), ...errors } },
  }, (request) => service.listManagers(app, authOf(request), request.query.programId, request.query.userId));

  app.get('/users/:id', {
    config: { access },
    schema: { tags: ['users'], params: idParamSchema, querystring: userProgramQuerySchema, response: { 200: userDetailSchema, ...errors } },
  }, (request) => service.getUser(app, authOf(request), request.params.id, request.query.programId));

  app.post('/users', {
    config: { access },
    schema: { tags: ['users'], body: userInputSchema, response: { 201: userDetailSchema, ...errors } },
  }, async (request, reply) => {
    const created = await service.createUser(app, authOf(request), request.body, request.ip);
    return reply.status(201).send(created);
  });

  app.put('/users/:id', {
    config: { access },
    schema: { tags: ['users'], params: idParamSchema, body: userInputSchema, response: { 200: userDetailSchema, ...errors } },
  }, (request) => service.updateUser(app, authOf(request), request.params.id, request.body, request.ip));
};
