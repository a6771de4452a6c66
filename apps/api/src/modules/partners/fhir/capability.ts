import type { CapabilityStatement } from '@medplum/fhirtypes';
import { FHIR_RESOURCE_TYPES, PORTAL_FHIR, type FhirResourceType } from './resources/types.ts';
import type { COMMON_PARAMS} from './search-params.ts';
import { TYPE_PARAMS } from './search-params.ts';
import { OWN_PROFILES } from './profiles/index.ts';

const COMMON_DOCS: Record<(typeof COMMON_PARAMS)[number], { type: 'token' | 'date' | 'number' | 'string'; doc: string } | undefined> = {
  _id: { type: 'token', doc: 'Logical ids, comma-separated' },
  _lastUpdated: { type: 'date', doc: 'When the resource last changed (prefixes eq, ge, gt, le, lt)' },
  _count: undefined,
  _summary: undefined,
  _cursor: undefined,
  _format: undefined,
};

/** The profile each type's resources claim (decision 0081), when one of the portal's own. */
const SUPPORTED_PROFILES: Partial<Record<FhirResourceType, string[]>> = Object.fromEntries(
  Object.entries(OWN_PROFILES).map(([, sd]) => [sd.type, [sd.url]]),
);

const BULK_DATA = 'http://hl7.org/fhir/uv/bulkdata';
const OAUTH_URIS = 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris';
/** The Bulk Data export's operation on a type (IG v2): the programme's Group, or every Patient of the client's programme. */
const EXPORTS: Partial<Record<FhirResourceType | 'Group', { name: string; definition: string }>> = {
  Patient: { name: 'export', definition: `${BULK_DATA}/OperationDefinition/patient-export` },
  Group: { name: 'export', definition: `${BULK_DATA}/OperationDefinition/group-export` },
};

/**
 * `GET /fhir/R4/metadata`: exactly what this server serves — read and search of these types, JSON
 * only, and the Bulk Data export of a programme's Group and of Patient, with the SMART token
 * endpoint partners authenticate at.
 */
export function capabilityStatement(base: string, software: { version: string }, date: string, tokenUrl?: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    url: `${PORTAL_FHIR}/CapabilityStatement/portal-fhir-read`,
    name: 'PortalFhirRead',
    title: 'Portal de programas de suporte ao paciente — API FHIR R4 (leitura)',
    status: 'active',
    date,
    publisher: 'Portal de programas de suporte ao paciente',
    kind: 'instance',
    software: { name: 'portal-programas', version: software.version },
    implementation: { description: 'Leitura e busca de pacientes, médicos, organizações, consentimentos e solicitações do programa', url: base },
    instantiates: [`${BULK_DATA}/CapabilityStatement/bulk-data`],
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [{
      mode: 'server',
      documentation: 'Signed-in portal users read with their session and the portal\'s relationship rules; partner systems with a SMART Backend Services access token (Bearer) scoped to one programme.',
      security: {
        cors: false,
        ...(tokenUrl ? { extension: [{ url: OAUTH_URIS, extension: [{ url: 'token', valueUri: tokenUrl }] }] } : {}),
        service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }] }],
        description: 'OAuth2 client credentials with a signed JWT assertion (SMART Backend Services), or the portal session.',
      },
      resource: [...FHIR_RESOURCE_TYPES.map((type) => ({
        type,
        ...(SUPPORTED_PROFILES[type] ? { supportedProfile: SUPPORTED_PROFILES[type] } : {}),
        interaction: [{ code: 'read' as const }, { code: 'search-type' as const }],
        versioning: 'no-version' as const,
        readHistory: false,
        updateCreate: false,
        searchParam: [
          ...Object.entries(COMMON_DOCS).flatMap(([name, p]) => (p ? [{ name, type: p.type, documentation: p.doc }] : [])),
          ...TYPE_PARAMS[type].map((p) => ({ name: p.name, type: p.type, documentation: p.doc })),
        ],
        ...(EXPORTS[type] ? { operation: [EXPORTS[type]] } : {}),
      })),
      {
        type: 'Group',
        documentation: 'A programme as a Group (id: the programme\'s id), for its Bulk Data export only.',
        operation: [EXPORTS.Group!],
      },
      {
        type: 'StructureDefinition',
        documentation: 'The portal\'s own profiles (decision 0081), by id: ' + Object.keys(OWN_PROFILES).join(', '),
        interaction: [{ code: 'read' as const }],
      },
    ],
    }],
  };
}
