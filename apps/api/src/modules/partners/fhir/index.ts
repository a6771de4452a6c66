/**
 * The FHIR R4 read API (`/fhir/R4`) as the rest of the portal sees it: the plugin main/ registers,
 * the bearer-token injection point the SMART Backend Services module fulfils, and the stream the
 * Bulk Data export reads (decisions 0080 and 0081).
 */
export { fhirRoutes, FHIR_JSON, type FhirRoutesOptions } from './fhir.routes.ts';
export {
  clientAccess, noBearerClients, readsType, sessionAccess,
  type FhirAccess, type FhirBearerResolver, type FhirClientGrant,
} from './access.ts';
export { streamFhirResources, streamFhirRows, type StreamedResource } from './fhir.service.ts';
export { FHIR_RESOURCE_TYPES, isFhirResourceType, type FhirResourceType } from './resources/types.ts';
export { FhirError, operationOutcome } from './outcome.ts';
export { fhirOpenApi } from './openapi.ts';
