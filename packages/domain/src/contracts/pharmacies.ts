import { z } from '../schemas/zod-config.ts';
import { errorSchema } from '../schemas/common.ts';
import {
  accreditedPharmacySchema, accreditedQuerySchema, mapConfigSchema, placeAutocompleteQuerySchema, placeDetailsSchema, placeIdParamSchema,
  placeSuggestionSchema, procedureCodeParamSchema,
} from '../schemas/pharmacies.ts';
import { endpoint } from './endpoint.ts';

/** Spec §5 Pharmacy search: public, from the patient's link; the code is the only credential. */
export const pharmaciesContract = {
  /** Unknown code → 404 patientProcedureNotFound; none near → 404 accreditedNotFound; service down → 502 failedToLoadPharmacies. */
  accredited: endpoint({
    method: 'GET', path: '/procedures/by-code/:code/accredited', access: { public: true }, tags: ['patient-confirmation'],
    params: procedureCodeParamSchema, query: accreditedQuerySchema,
    responses: { 200: z.array(accreditedPharmacySchema), 400: errorSchema, 404: errorSchema, 502: errorSchema },
  }),
  /** Place autocomplete restricted to Brazil (the web debounces typing by 2000 ms). */
  placeAutocomplete: endpoint({
    method: 'GET', path: '/integration/places/autocomplete', access: { public: true }, tags: ['integration'],
    query: placeAutocompleteQuerySchema, responses: { 200: z.array(placeSuggestionSchema), 400: errorSchema, 502: errorSchema },
  }),
  /** A suggestion's details; `postalCode` null when the place has none. Unknown → 404 placeNotFound. */
  placeDetails: endpoint({
    method: 'GET', path: '/integration/places/:placeId', access: { public: true }, tags: ['integration'],
    params: placeIdParamSchema, responses: { 200: placeDetailsSchema, 400: errorSchema, 404: errorSchema, 502: errorSchema },
  }),
  /** The map's tile layer from the server's configuration (MAP_TILE_URL). */
  mapConfig: endpoint({
    method: 'GET', path: '/integration/map-config', access: { public: true }, tags: ['integration'],
    responses: { 200: mapConfigSchema },
  }),
};
