/**
 * What a bearer token grants on the FHIR API. The read API declares the same shape in
 * `partners/fhir/access.ts`; this copy keeps the module independent until the two are joined.
 */
export interface FhirClientGrant {
  readonly programId: number;
  readonly clientId: string;
  /** The resource types the token's scopes cover, or 'all' for `system/*.read`. */
  readonly resourceTypes: readonly string[] | 'all';
}
