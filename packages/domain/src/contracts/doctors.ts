import { z } from '../schemas/zod-config.ts';
import { errorSchema } from '../schemas/common.ts';
import {
  doctorLookupParamsSchema, doctorLookupQuerySchema, doctorLookupResponseSchema, recoverLoginResponseSchema,
} from '../schemas/doctor-lookup.ts';
import { endpoint } from './endpoint.ts';

/**
 * Spec §2: the public CRM lookup. With `signup=true&programId=` it is signup step 0 (does the
 * doctor have an account, are they in this programme?); without, /recover-login's masked e-mail.
 */
export const doctorsContract = {
  lookup: endpoint({
    method: 'GET', path: '/doctors/:uf/:crm', access: { public: true }, tags: ['signup'],
    params: doctorLookupParamsSchema, query: doctorLookupQuerySchema,
    responses: {
      200: z.union([doctorLookupResponseSchema, recoverLoginResponseSchema]), 400: errorSchema, 404: errorSchema, 409: errorSchema,
    },
  }),
};
