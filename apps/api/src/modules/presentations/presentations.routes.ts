import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema, pageOf, pageQuerySchema, presentationFormSchema, presentationSchema, programIdQuerySchema,
} from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { authOf } from '../../plugins/auth.ts';
import { actorOf, assertProgramScope } from '../programs/program-scope.ts';
import * as repo from './presentations.repository.ts';
import * as service from './presentations.service.ts';

const tags = ['presentations'];
const adminScreens = { routes: ['presentations'] };

/** Presentations (spec §7): pickers read them in the caller's programme; the register screen writes. */
export const presentationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/programs/:programId/presentations', {
    schema: { tags, params: programIdQuerySchema, response: { 200: z.array(presentationSchema), ...errors } },
  }, (request) => {
    assertProgramScope(authOf(request), request.params.programId);
    return repo.listProgramPresentations(app.db, request.params.programId);
  });

  app.get('/presentations', {
    config: { access: adminScreens },
    schema: { tags, querystring: pageQuerySchema.extend(programIdQuerySchema.shape), response: { 200: pageOf(presentationSchema), ...errors } },
  }, (request) => {
    assertProgramScope(authOf(request), request.query.programId);
    return repo.pagePresentations(app.db, request.query.programId, request.query);
  });

  app.get('/presentations/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, querystring: programIdQuerySchema.partial(), response: { 200: presentationSchema, ...errors } },
  }, (request) => service.getPresentation(app.db, authOf(request), request.params.id, request.query.programId));

  app.post('/presentations', {
    config: { access: adminScreens },
    schema: { tags, body: presentationFormSchema, response: { 201: presentationSchema, ...errors } },
  }, async (request, reply) =>
    reply.status(201).send(await service.createPresentation(app.db, authOf(request), actorOf(request), request.body)));

  app.put('/presentations/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, body: presentationFormSchema, response: { 200: presentationSchema, ...errors } },
  }, (request) => service.updatePresentation(app.db, authOf(request), actorOf(request), request.params.id, request.body));

  app.delete('/presentations/:id', {
    config: { access: adminScreens },
    schema: { tags, params: idParamSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deletePresentation(app.db, authOf(request), actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
