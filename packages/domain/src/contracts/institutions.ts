import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf, recordIdSchema } from '../schemas/common.ts';
import { institutionFormSchema, institutionPageQuerySchema, institutionSchema } from '../schemas/institutions.ts';

/** Spec §7 `GET /institutions/{institutionId}` (the agreement template) and the institutions register. */
const access = { routes: ['institutions'] };
const tags = ['institutions'];

export const institutionsContract = {
  get: endpoint({
    method: 'GET', path: '/institutions/:institutionId', access: {}, tags,
    params: z.object({ institutionId: recordIdSchema }), responses: { 200: institutionSchema, ...errors },
  }),
  /** Every institution of a programme, for the pickers of the configuration screens. */
  ofProgram: endpoint({
    method: 'GET', path: '/programs/:programId/institutions', access: { routes: ['institutions', 'examGroups', 'supplyGroups'] }, tags,
    params: z.object({ programId: recordIdSchema }), responses: { 200: z.array(institutionSchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/institutions', access, tags,
    query: institutionPageQuerySchema, responses: { 200: pageOf(institutionSchema), ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/institutions', access, tags,
    body: institutionFormSchema, responses: { 201: institutionSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/institutions/:id', access, tags,
    params: idParamSchema, body: institutionFormSchema, responses: { 200: institutionSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/institutions/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
