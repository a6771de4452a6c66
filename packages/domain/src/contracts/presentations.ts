import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { presentationSortQuerySchema } from '../schemas/catalog-sort.ts';
import { idParamSchema, pageOf, pageQuerySchema, programIdQuerySchema, recordIdSchema } from '../schemas/common.ts';
import { presentationFormSchema, presentationSchema } from '../schemas/presentations.ts';

/** Spec §7 "Presentations": pickers read them in the caller's programme; the register screen writes. */
const access = { routes: ['presentations'] };
const tags = ['presentations'];

export const presentationsContract = {
  ofProgram: endpoint({
    method: 'GET', path: '/programs/:programId/presentations', access: {}, tags,
    params: programIdQuerySchema, responses: { 200: z.array(presentationSchema), ...errors },
  }),
  /** A product's presentations: listed under the products in the API document. */
  ofProduct: endpoint({
    method: 'GET', path: '/products/:productId/presentations', access: {}, tags: ['products'],
    params: z.object({ productId: recordIdSchema }), responses: { 200: z.array(presentationSchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/presentations', access, tags,
    query: pageQuerySchema.extend(programIdQuerySchema.shape).extend(presentationSortQuerySchema.shape), responses: { 200: pageOf(presentationSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/presentations/:id', access, tags,
    params: idParamSchema, query: programIdQuerySchema.partial(), responses: { 200: presentationSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/presentations', access, tags,
    body: presentationFormSchema, responses: { 201: presentationSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/presentations/:id', access, tags,
    params: idParamSchema, body: presentationFormSchema, responses: { 200: presentationSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/presentations/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
