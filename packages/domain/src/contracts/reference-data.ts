import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { citySchema, pathologySchema, programSlugParamsSchema, stateParamsSchema } from '../schemas/reference-data.ts';

/** Spec §7 Integration: reference data the request forms need (each from an external system or its simulator). */
const tags = ['integration'];
const unavailable = { 502: errors[400] };

export const referenceDataContract = {
  pathologies: endpoint({
    method: 'GET', path: '/integration/programs/:programSlug/pathologies', access: {}, tags,
    params: programSlugParamsSchema, responses: { 200: z.array(pathologySchema), ...errors, ...unavailable },
  }),
  cities: endpoint({
    method: 'GET', path: '/integration/get-cities-by-state/:state', access: {}, tags,
    params: stateParamsSchema, responses: { 200: z.array(citySchema), ...errors, ...unavailable },
  }),
};
