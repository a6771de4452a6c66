import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveUserResponseSchema, approveUserSchema, errorSchema, idParamSchema } from '@portal/domain';
import { authOf } from '../../plugins/auth.ts';
import { approveUser } from './approval.service.ts';

export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/users/:id/approved', {
    config: { access: { routes: ['users'] } },
    schema: {
      tags: ['users'], params: idParamSchema, body: approveUserSchema,
      response: { 200: approveUserResponseSchema, 403: errorSchema, 404: errorSchema },
    },
  }, (request) => approveUser(app, authOf(request), request.params.id, request.ip));
};
