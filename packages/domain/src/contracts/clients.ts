import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf, pageQuerySchema, recordIdSchema } from '../schemas/common.ts';
import { clientFormSchema, clientPageQuerySchema, clientSchema } from '../schemas/clients.ts';
import { clientSortQuerySchema } from '../schemas/catalog-sort.ts';

/** Spec §7 "Clients": a system administrator's register; the programme form also reads the list. */
const access = { routes: ['clients'] };
const tags = ['clients'];

export const clientsContract = {
  list: endpoint({
    method: 'GET', path: '/clients', access: { routes: ['clients', 'programs'] }, tags,
    responses: { 200: z.array(clientSchema) },
  }),
  get: endpoint({
    method: 'GET', path: '/clients/list/:clientId', access, tags,
    params: z.object({ clientId: recordIdSchema }), responses: { 200: clientSchema, ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/clients/paginate', access, tags,
    query: pageQuerySchema.extend(clientPageQuerySchema.shape).extend(clientSortQuerySchema.shape), responses: { 200: pageOf(clientSchema) },
  }),
  create: endpoint({
    method: 'POST', path: '/clients', access, tags,
    body: clientFormSchema, responses: { 201: clientSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/clients/:id', access, tags,
    params: idParamSchema, body: clientFormSchema, responses: { 200: clientSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/clients/delete/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
