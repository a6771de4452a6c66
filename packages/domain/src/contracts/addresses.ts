import { errorSchema } from '../schemas/common.ts';
import { cepAddressSchema, cepParamSchema, userAddressSchema } from '../schemas/addresses.ts';
import { endpoint } from './endpoint.ts';

/** Spec §3 user address, §5 postcode: the signed-in user's address and the postcode lookup that fills forms. */
export const addressesContract = {
  /** The signed-in user's address, or null when none was saved (also while awaiting approval). */
  mine: endpoint({
    method: 'GET', path: '/user-addresses/get-address', access: { allowPending: true }, tags: ['account'],
    responses: { 200: userAddressSchema.nullable() },
  }),
  /** 8 digits; unknown → 404 cepNotFound; provider failure → 502 failedToSearchCep. */
  byCep: endpoint({
    method: 'GET', path: '/integration/get-address-by-cep/:cep', access: { public: true }, tags: ['integration'],
    params: cepParamSchema, responses: { 200: cepAddressSchema, 400: errorSchema, 404: errorSchema, 502: errorSchema },
  }),
};
