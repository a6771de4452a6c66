import type { Practitioner } from '@medplum/fhirtypes';
import type { CouncilStatus } from '@portal/domain';
import { humanName } from './patient.ts';
import { cpfIdentifier } from './patient.ts';
import { PORTAL_CS, SID, instant, ownProfile } from './types.ts';

/** A doctor of the programme (`users` of type DOCTOR with their `doctors` row). */
export interface PractitionerRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  crm: string;
  uf: string;
  cpf: string | null;
  councilStatus: CouncilStatus;
  councilName: string | null;
  councilCheckedAt: Date | string | null;
  updatedAt: Date | string;
}

/** The CRM as BR Core names it: one system per state, the value `123456-SP`. */
export const crmIdentifier = (crm: string, uf: string) => ({ use: 'official' as const, system: SID.crm(uf), value: `${crm}-${uf.toUpperCase()}` });

export function toPractitioner(row: PractitionerRow): Practitioner {
  const name = humanName(row.councilName ?? row.name);
  return {
    resourceType: 'Practitioner',
    id: String(row.id),
    meta: { profile: [ownProfile('portal-practitioner')], lastUpdated: instant(row.updatedAt) },
    identifier: [crmIdentifier(row.crm, row.uf), ...(row.cpf ? [cpfIdentifier(row.cpf)] : [])],
    active: row.active,
    ...(name ? { name } : {}),
    telecom: [{ system: 'email', value: row.email, use: 'work' }, ...(row.phone ? [{ system: 'phone' as const, value: row.phone, use: 'mobile' as const }] : [])],
    // The council registration, with the medical council's last answer for it (decision 0055).
    qualification: [{
      identifier: [crmIdentifier(row.crm, row.uf)],
      code: {
        coding: [{ system: PORTAL_CS.councilStatus, code: row.councilStatus }],
        text: `CRM-${row.uf.toUpperCase()}`,
      },
      ...(row.councilCheckedAt ? { period: { start: instant(row.councilCheckedAt) } } : {}),
    }],
  };
}
