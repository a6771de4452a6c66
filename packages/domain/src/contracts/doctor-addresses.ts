import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import {
  doctorAddressFormSchema, doctorAddressIdParamsSchema, doctorAddressParamsSchema, doctorAddressSchema,
} from '../schemas/supply-request.ts';

/**
 * Spec §7 `programs/{programId}/doctors/{doctorId}/addresses/intern`: the doctor's saved kit
 * addresses in a programme (with recipient name and type), reused by the supply request. Only the
 * doctor's own: another doctor's id answers 404 like a missing one.
 */
const access = { routes: ['supplyRequest'] };
const tags = ['supply-request'];

export const doctorAddressesContract = {
  list: endpoint({
    method: 'GET', path: '/programs/:programId/doctors/:doctorId/addresses/intern', access, tags,
    params: doctorAddressParamsSchema, responses: { 200: z.array(doctorAddressSchema), ...errors },
  }),
  create: endpoint({
    method: 'POST', path: '/programs/:programId/doctors/:doctorId/addresses/intern', access, tags,
    params: doctorAddressParamsSchema, body: doctorAddressFormSchema, responses: { 201: doctorAddressSchema, ...errors },
  }),
  update: endpoint({
    method: 'PUT', path: '/programs/:programId/doctors/:doctorId/addresses/intern/:addressId', access, tags,
    params: doctorAddressIdParamsSchema, body: doctorAddressFormSchema, responses: { 200: doctorAddressSchema, ...errors },
  }),
};
