import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { programSortQuerySchema } from '../schemas/catalog-sort.ts';
import { errorSchema, idParamSchema, pageOf, pageQuerySchema, recordIdSchema } from '../schemas/common.ts';
import { publicProgramSchema } from '../schemas/auth.ts';
import { programFormSchema, programSchema, programSummarySchema } from '../schemas/programs.ts';

/**
 * Spec §7 "Programs": the register is a system administrator's; any member reads their own
 * programme in full, and the landing, login and signup pages read the public data signed out.
 */
const access = { routes: ['programs'] };
const tags = ['programs'];
const clientIdParams = z.object({ clientId: recordIdSchema });

export const programsContract = {
  listPublic: endpoint({
    method: 'GET', path: '/programs/list/all', access: { public: true }, tags,
    responses: { 200: z.array(publicProgramSchema) },
  }),
  bySlug: endpoint({
    method: 'GET', path: '/programs/by-slug/:slug', access: { public: true }, tags,
    params: z.object({ slug: z.string().trim().min(1).max(100) }), responses: { 200: publicProgramSchema, 404: errorSchema },
  }),
  list: endpoint({
    method: 'GET', path: '/programs', access: { routes: ['programs', 'userGroups'] }, tags,
    responses: { 200: z.array(programSummarySchema) },
  }),
  get: endpoint({
    method: 'GET', path: '/programs/:id', access: {}, tags,
    params: idParamSchema, responses: { 200: programSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/programs', access, tags,
    body: programFormSchema, responses: { 201: programSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/programs/:id', access, tags,
    params: idParamSchema, body: programFormSchema, responses: { 200: programSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/programs/:programId', access, tags,
    params: z.object({ programId: recordIdSchema }), responses: { 204: z.null(), ...errors },
  }),
  ofClient: endpoint({
    method: 'GET', path: '/clients/:clientId/programs', access, tags,
    params: clientIdParams, responses: { 200: z.array(programSummarySchema) },
  }),
  pageOfClient: endpoint({
    method: 'GET', path: '/clients/:clientId/programs-paged', access, tags,
    params: clientIdParams, query: pageQuerySchema.extend(programSortQuerySchema.shape), responses: { 200: pageOf(programSummarySchema) },
  }),
};
