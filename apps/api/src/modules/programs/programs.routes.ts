import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, pageOf, pageQuerySchema, programFormSchema, programSchema, programSummarySchema } from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { forbidden } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { actorOf } from './program-scope.ts';
import * as repo from './programs.repository.ts';
import * as service from './programs.service.ts';

const tags = ['programs'];
const sysadminScreens = { routes: ['programs'] };
const clientIdParams = z.object({ clientId: z.coerce.number().int().positive() });

/** Programmes register (spec §7), for system administrators; a user may read their own programme. */
export const programsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/programs', {
    config: { access: { routes: ['programs', 'userGroups'] } },
    schema: { tags, response: { 200: z.array(programSummarySchema) } },
  }, async () => (await repo.listPrograms(app.db)).map(service.toProgram));

  app.get('/programs/:id', {
    schema: { tags, params: idParamSchema, response: { 200: programSchema, ...errors } },
  }, (request) => {
    const auth = authOf(request);
    if (auth.userType !== 'SYSADMIN' && auth.programId !== request.params.id) throw forbidden();
    return service.getProgram(app.db, request.params.id);
  });

  app.post('/programs', {
    config: { access: sysadminScreens },
    schema: { tags, body: programFormSchema, response: { 201: programSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await service.createProgram(app.db, actorOf(request), request.body)));

  app.put('/programs/:id', {
    config: { access: sysadminScreens },
    schema: { tags, params: idParamSchema, body: programFormSchema, response: { 200: programSchema, ...errors } },
  }, (request) => service.updateProgram(app.db, actorOf(request), request.params.id, request.body));

  app.delete('/programs/:programId', {
    config: { access: sysadminScreens },
    schema: { tags, params: z.object({ programId: z.coerce.number().int().positive() }), response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteProgram(app.db, actorOf(request), request.params.programId);
    return reply.status(204).send(null);
  });

  app.get('/clients/:clientId/programs', {
    config: { access: sysadminScreens },
    schema: { tags, params: clientIdParams, response: { 200: z.array(programSummarySchema) } },
  }, async (request) => (await repo.listPrograms(app.db, request.params.clientId)).map(service.toProgram));

  app.get('/clients/:clientId/programs-paged', {
    config: { access: sysadminScreens },
    schema: { tags, params: clientIdParams, querystring: pageQuerySchema, response: { 200: pageOf(programSummarySchema) } },
  }, async (request) => {
    const page = await repo.pageClientPrograms(app.db, request.params.clientId, request.query);
    return { data: page.data.map(service.toProgram), total: page.total };
  });
};
