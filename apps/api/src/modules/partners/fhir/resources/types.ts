/** The resource types `/fhir/R4` serves (read and search), in the CapabilityStatement's order. */
export const FHIR_RESOURCE_TYPES = [
  'Patient', 'Practitioner', 'Organization', 'Consent', 'ServiceRequest', 'Task', 'MedicationRequest', 'SupplyRequest', 'AdverseEvent',
] as const;
export type FhirResourceType = (typeof FHIR_RESOURCE_TYPES)[number];

export const isFhirResourceType = (value: string): value is FhirResourceType => (FHIR_RESOURCE_TYPES as readonly string[]).includes(value);

/** The identifier systems of BR Core (HL7 Brasil) the mappers write. */
export const SID = {
  cpf: 'https://saude.gov.br/fhir/sid/cpf',
  cns: 'https://saude.gov.br/fhir/sid/cns',
  cnpj: 'https://saude.gov.br/fhir/sid/cnpj',
  crm: (uf: string) => `https://saude.gov.br/fhir/sid/crm-${uf.toLowerCase()}`,
} as const;

/** BR Core's canonical base, and the LGPD legal-basis extension its Consent requires. */
export const BR_CORE = 'https://br-core.saude.gov.br/fhir';
export const LGPD_BASIS_EXTENSION = `${BR_CORE}/StructureDefinition/br-core-base-legal-lgpd`;

/**
 * The canonical base of the portal's own FHIR artefacts (profiles, code systems, identifier
 * systems of its own records). A stable name, not an address the portal answers at (decision 0081).
 */
export const PORTAL_FHIR = 'https://fhir.portal-programas.com.br';
export const PORTAL_CS = {
  requestStatus: `${PORTAL_FHIR}/CodeSystem/request-status`,
  examSubStatus: `${PORTAL_FHIR}/CodeSystem/exam-sub-status`,
  requestType: `${PORTAL_FHIR}/CodeSystem/request-type`,
  requestStep: `${PORTAL_FHIR}/CodeSystem/request-step`,
  consentChannel: `${PORTAL_FHIR}/CodeSystem/consent-channel`,
  lgpdBasis: `${PORTAL_FHIR}/CodeSystem/lgpd-legal-basis`,
  councilStatus: `${PORTAL_FHIR}/CodeSystem/council-status`,
  requestCode: `${PORTAL_FHIR}/sid/request-code`,
  adverseEventProtocol: `${PORTAL_FHIR}/sid/adverse-event-protocol`,
} as const;

/** The canonical URL of one of the portal's own profiles (decision 0081), for `meta.profile`. */
export const ownProfile = (id: 'portal-patient' | 'portal-practitioner' | 'portal-consent' | 'portal-task'): string => `${PORTAL_FHIR}/StructureDefinition/${id}`;

/** Where a mapper's references and meta come from. */
export interface MapContext {
  /** The programme's portal origin is no part of a resource: references are relative (`Patient/1`). */
  readonly programId: number;
}

/** `meta.lastUpdated` of a row's timestamp (drivers answer a Date or an ISO string). */
export const instant = (value: Date | string): string => new Date(value).toISOString();
/** A FHIR `date` from a stored date (`YYYY-MM-DD`). */
export const fhirDate = (value: string | Date | null | undefined): string | undefined =>
  value == null ? undefined : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
