import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { followupSortQuerySchema } from '../schemas/catalog-sort.ts';
import { idParamSchema, pageOf, pageQuerySchema, programIdQuerySchema, recordIdSchema } from '../schemas/common.ts';
import { queryBoolean } from '../schemas/catalog-fields.ts';
import { followupFormSchema, followupSchema, travelGroupSchema } from '../schemas/followups.ts';
import { examGroupSchema } from '../schemas/exam-groups.ts';
import { travelGroupDetailSchema } from '../schemas/travel-groups.ts';

/** Spec §7 "Follow-ups": request screens and filters read them; the register screen writes. */
const access = { routes: ['followups'] };
const tags = ['followups'];
const followupParams = z.object({ followupId: recordIdSchema });

export const followupsContract = {
  ofProgram: endpoint({
    method: 'GET', path: '/programs/:programId/followups', access: {}, tags,
    params: programIdQuerySchema, query: z.object({ showOnlyWithTravelActive: queryBoolean.optional() }),
    responses: { 200: z.array(followupSchema), ...errors },
  }),
  /** The travel groups of a programme, for the treatment-location screens. */
  travelGroups: endpoint({
    method: 'GET', path: '/programs/:programId/travel-groups', access: { routes: ['treatmentLocations'] }, tags,
    params: programIdQuerySchema, responses: { 200: z.array(travelGroupSchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/followups', access, tags,
    query: pageQuerySchema.extend(programIdQuerySchema.shape).extend(followupSortQuerySchema.shape), responses: { 200: pageOf(followupSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/followups/:id', access, tags,
    params: idParamSchema, query: programIdQuerySchema.partial(), responses: { 200: followupSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/followups', access, tags,
    body: followupFormSchema, responses: { 201: followupSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/followups/:id', access, tags,
    params: idParamSchema, body: followupFormSchema, responses: { 200: followupSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/followups/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
  examGroups: endpoint({
    method: 'GET', path: '/followups/:followupId/exam-groups', access: {}, tags,
    params: followupParams, responses: { 200: z.array(examGroupSchema), ...errors },
  }),
  travelGroup: endpoint({
    method: 'GET', path: '/followups/:followupId/travel-group', access: {}, tags,
    params: followupParams, responses: { 200: travelGroupDetailSchema, ...errors },
  }),
};
