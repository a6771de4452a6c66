import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema } from '../schemas/common.ts';
import { aidFormSchema, aidSchema } from '../schemas/aids.ts';

/** Spec §7 `GET /aids/{id}` and the aids of an exam or travel group, edited from the group's screen. */
const access = { routes: ['examGroups', 'travelGroups'] };
const tags = ['aids'];

export const aidsContract = {
  get: endpoint({
    method: 'GET', path: '/aids/:id', access: {}, tags,
    params: idParamSchema, responses: { 200: aidSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/aids', access, tags,
    body: aidFormSchema, responses: { 201: aidSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/aids/:id', access, tags,
    params: idParamSchema, body: aidFormSchema, responses: { 200: aidSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/aids/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
