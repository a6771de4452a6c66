import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { discountSchema, discountsParamsSchema, medicineSchema, medicinesParamsSchema } from '../schemas/discounts.ts';

/**
 * Spec §7 Integration (discount service): the medicines of a discount programme and a medicine
 * family's discounts in a state. `programId` and `familyId` are the discount service's own ids
 * (the screen always asks for programme 126, spec §9). A failing service answers 502
 * `failedToSearchDiscounts`.
 */
const tags = ['integration'];
const access = { routes: ['discounts'] } as const;
const unavailable = { 502: errors[400] };

export const discountsContract = {
  medicines: endpoint({
    method: 'GET', path: '/integration/get-medicines/:programId', access, tags,
    params: medicinesParamsSchema, responses: { 200: z.array(medicineSchema), ...errors, ...unavailable },
  }),
  discounts: endpoint({
    method: 'GET', path: '/integration/get-discounts/:programId/:familyId/:uf', access, tags,
    params: discountsParamsSchema, responses: { 200: z.array(discountSchema), ...errors, ...unavailable },
  }),
};
