import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf, recordIdSchema } from '../schemas/common.ts';
import { supplyFormSchema, supplyGroupFormSchema, supplyGroupPageQuerySchema, supplyGroupSchema, supplySchema } from '../schemas/supplies.ts';

/** Spec §7 supply groups and supplies: read by the supply request and the pickers; the register is a system administrator's. */
const access = { routes: ['supplyGroups'] };
const tags = ['supplies'];

export const suppliesContract = {
  ofProgram: endpoint({
    method: 'GET', path: '/programs/:programId/supply-groups', access: {}, tags,
    params: z.object({ programId: recordIdSchema }), responses: { 200: z.array(supplyGroupSchema), ...errors },
  }),
  supplies: endpoint({
    method: 'GET', path: '/supply-groups/:supplyGroupId/supplies', access: {}, tags,
    params: z.object({ supplyGroupId: recordIdSchema }), responses: { 200: z.array(supplySchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/supply-groups', access, tags,
    query: supplyGroupPageQuerySchema, responses: { 200: pageOf(supplyGroupSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/supply-groups/:id', access, tags,
    params: idParamSchema, responses: { 200: supplyGroupSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/supply-groups', access, tags,
    body: supplyGroupFormSchema, responses: { 201: supplyGroupSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/supply-groups/:id', access, tags,
    params: idParamSchema, body: supplyGroupFormSchema, responses: { 200: supplyGroupSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/supply-groups/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
  getSupply: endpoint({
    method: 'GET', path: '/supplies/:id', access, tags,
    params: idParamSchema, responses: { 200: supplySchema, ...errors },
  }),
  createSupply: endpoint({
    method: 'POST', path: '/supplies', access, tags,
    body: supplyFormSchema, responses: { 201: supplySchema, ...errors },
  }),
  updateSupply: endpoint({
    method: 'PUT', path: '/supplies/:id', access, tags,
    params: idParamSchema, body: supplyFormSchema, responses: { 200: supplySchema, ...errors },
  }),
  removeSupply: endpoint({
    method: 'DELETE', path: '/supplies/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
