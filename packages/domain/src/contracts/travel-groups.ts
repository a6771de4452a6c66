import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { idParamSchema, pageOf, recordIdSchema } from '../schemas/common.ts';
import { travelGroupSchema } from '../schemas/followups.ts';
import {
  followupForTravelSchema, travelGroupDetailSchema, travelGroupFormSchema, travelGroupPageQuerySchema,
} from '../schemas/travel-groups.ts';

/**
 * Spec §7 travel: the follow-ups a travel can be requested for (the travel group of one follow-up
 * is `followups.travelGroup`); the travel-group register is a system administrator's.
 */
const access = { routes: ['travelGroups'] };
const tags = ['travel-groups'];

export const travelGroupsContract = {
  followupsForTravel: endpoint({
    method: 'GET', path: '/programs/:programId/followupForTravels', access: {}, tags,
    params: z.object({ programId: recordIdSchema }), responses: { 200: z.array(followupForTravelSchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/travel-groups', access, tags,
    query: travelGroupPageQuerySchema, responses: { 200: pageOf(travelGroupSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/travel-groups/:id', access, tags,
    params: idParamSchema, responses: { 200: travelGroupDetailSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/travel-groups', access, tags,
    body: travelGroupFormSchema, responses: { 201: travelGroupDetailSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/travel-groups/:id', access, tags,
    params: idParamSchema, body: travelGroupFormSchema, responses: { 200: travelGroupDetailSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/travel-groups/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
