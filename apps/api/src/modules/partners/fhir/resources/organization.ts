import type { Organization } from '@medplum/fhirtypes';
import { SID, instant } from './types.ts';

/**
 * An organisation of the programme: its holder (the client, the pharmaceutical company) or one of
 * its institutions (laboratories, clinics). Ids are `client-<id>` and `institution-<id>`.
 */
export interface OrganizationRow {
  kind: 'client' | 'institution';
  rowId: number;
  name: string;
  cnpj: string | null;
  updatedAt: Date | string;
}

export const organizationId = (kind: OrganizationRow['kind'], rowId: number): string => `${kind}-${rowId}`;

export function toOrganization(row: OrganizationRow): Organization {
  return {
    resourceType: 'Organization',
    id: organizationId(row.kind, row.rowId),
    meta: { lastUpdated: instant(row.updatedAt) },
    ...(row.cnpj ? { identifier: [{ use: 'official' as const, system: SID.cnpj, value: row.cnpj }] } : {}),
    active: true,
    type: [row.kind === 'client'
      ? { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/organization-type', code: 'bus', display: 'Non-Healthcare Business or Corporation' }], text: 'Titular do programa' }
      : { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/organization-type', code: 'prov', display: 'Healthcare Provider' }], text: 'Instituição' }],
    name: row.name,
  };
}
