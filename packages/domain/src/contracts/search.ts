import { globalSearchBodySchema, globalSearchResultSchema } from '../schemas/search.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/** The top bar's global search: every read bounded by programme, hierarchy, modules and the patient relationship. */
export const searchContract = {
  global: endpoint({
    method: 'POST', path: '/search', access: {}, tags: ['search'],
    body: globalSearchBodySchema, responses: { 200: globalSearchResultSchema, ...errors, 429: errors[400] },
  }),
};
