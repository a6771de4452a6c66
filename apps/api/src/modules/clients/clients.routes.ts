import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientFormSchema, clientPageQuerySchema, clientSchema, idParamSchema, pageOf, pageQuerySchema } from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { actorOf as actor } from '../programs/program-scope.ts';
import * as repo from './clients.repository.ts';
import * as service from './clients.service.ts';

const tags = ['clients'];
const sysadminScreens = { routes: ['clients'] };

/** Clients: a system administrator's register (spec §7). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/clients', {
    config: { access: { routes: ['clients', 'programs'] } },
    schema: { tags, response: { 200: z.array(clientSchema) } },
  }, () => repo.listClients(app.db));

  app.get('/clients/list/:clientId', {
    config: { access: sysadminScreens },
    schema: { tags, params: z.object({ clientId: z.coerce.number().int().positive() }), response: { 200: clientSchema, ...errors } },
  }, (request) => service.getClient(app.db, request.params.clientId));

  app.get('/clients/paginate', {
    config: { access: sysadminScreens },
    schema: { tags, querystring: pageQuerySchema.extend(clientPageQuerySchema.shape), response: { 200: pageOf(clientSchema) } },
  }, (request) => repo.pageClients(app.db, request.query));

  app.post('/clients', {
    config: { access: sysadminScreens },
    schema: { tags, body: clientFormSchema, response: { 201: clientSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await service.createClient(app.db, actor(request), request.body)));

  app.put('/clients/:id', {
    config: { access: sysadminScreens },
    schema: { tags, params: idParamSchema, body: clientFormSchema, response: { 200: clientSchema, ...errors } },
  }, (request) => service.updateClient(app.db, actor(request), request.params.id, request.body));

  app.delete('/clients/delete/:id', {
    config: { access: sysadminScreens },
    schema: { tags, params: idParamSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteClient(app.db, actor(request), request.params.id);
    return reply.status(204).send(null);
  });
};
