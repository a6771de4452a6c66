/**
 * SMART Backend Services clients (decision 0083): the administration of a programme's backend
 * clients, the token endpoint and discovery, and the resolver the FHIR API checks bearer tokens with.
 */
export { fhirClientsRoutes, smartConfigurationRoutes } from './fhir-clients.routes.ts';
export { fhirBearerResolver, tokenEndpointUrl, CLIENT_ASSERTION_TYPE } from './token.service.ts';
export type { FhirClientGrant } from './types.ts';
