/** What a bearer token grants on the FHIR API: the read API declares it, once. */
export type { FhirClientGrant } from '../fhir/index.ts';
