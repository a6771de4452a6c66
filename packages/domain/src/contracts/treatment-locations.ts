import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { treatmentLocationSortQuerySchema } from '../schemas/catalog-sort.ts';
import { idParamSchema, pageOf, pageQuerySchema, programIdQuerySchema, recordIdSchema } from '../schemas/common.ts';
import {
  treatmentLocationFormSchema, treatmentLocationPageQuerySchema, treatmentLocationSchema,
} from '../schemas/treatment-locations.ts';

/** Spec §7 "Treatment locations": the travel request reads a group's locations; admins register them. */
const access = { routes: ['treatmentLocations'] };
const tags = ['treatment-locations'];

export const treatmentLocationsContract = {
  ofTravelGroup: endpoint({
    method: 'GET', path: '/travel-groups/:travelGroupId/treatmentLocations', access: {}, tags,
    params: z.object({ travelGroupId: recordIdSchema }), responses: { 200: z.array(treatmentLocationSchema), ...errors },
  }),
  page: endpoint({
    method: 'GET', path: '/treatmentLocations', access, tags,
    query: pageQuerySchema.extend(treatmentLocationPageQuerySchema.shape).extend(treatmentLocationSortQuerySchema.shape), responses: { 200: pageOf(treatmentLocationSchema), ...errors },
  }),
  get: endpoint({
    method: 'GET', path: '/treatmentLocations/edit/:id', access, tags,
    params: idParamSchema, query: programIdQuerySchema.partial(), responses: { 200: treatmentLocationSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/treatmentLocations', access, tags,
    body: treatmentLocationFormSchema, responses: { 201: treatmentLocationSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/treatmentLocations/:id', access, tags,
    params: idParamSchema, body: treatmentLocationFormSchema, responses: { 200: treatmentLocationSchema, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/treatmentLocations/:id', access, tags,
    params: idParamSchema, responses: { 204: z.null(), ...errors },
  }),
};
