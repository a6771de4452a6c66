import type { ContactPoint, HumanName, Identifier, Patient } from '@medplum/fhirtypes';
import type { Gender } from '@portal/domain';
import { fhirDate, instant, SID, ownProfile } from './types.ts';

/** A patient as the repository reads it (`patients`). */
export interface PatientRow {
  id: number;
  cpf: string;
  /** Null when only the CPF is on file (decision 0070 §4). */
  name: string | null;
  birthDate: string | null;
  phone: string | null;
  email: string | null;
  gender: Gender | null;
  details: Record<string, string | boolean>;
  updatedAt: Date | string;
}

const GENDER: Record<Gender, Patient['gender']> = { MALE: 'male', FEMALE: 'female', NOT_INFORMED: 'unknown' };

/** The CPF as BR Core identifies a person: type TAX (v2-0203), use official. */
export const cpfIdentifier = (cpf: string): Identifier => ({
  use: 'official',
  type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'TAX' }], text: 'CPF' },
  system: SID.cpf,
  value: cpf,
});

/**
 * The name on file, or none: a patient registered by a first-medicine release carries only the
 * CPF (no name); a "name" without a single letter is never a name.
 */
export function humanName(name: string | null): HumanName[] | undefined {
  const text = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!/\p{L}/u.test(text)) return undefined;
  const words = text.split(' ');
  const family = words.length > 1 ? words.at(-1) : undefined;
  const given = words.length > 1 ? words.slice(0, -1) : words;
  return [{ use: 'official', text, ...(family ? { family } : {}), given }];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function toPatient(row: PatientRow): Patient {
  const cns = text(row.details.cns);
  const phones = [row.phone, text(row.details.phone2), text(row.details.phone3)].filter((p): p is string => !!p);
  const telecom: ContactPoint[] = [
    ...phones.map((value, i): ContactPoint => ({ system: 'phone', value, use: 'mobile', rank: i + 1 })),
    ...(row.email ? [{ system: 'email' as const, value: row.email }] : []),
  ];
  const city = text(row.details.city);
  const state = text(row.details.state);
  const postalCode = text(row.details.cep);
  const name = humanName(row.name);
  const birthDate = fhirDate(row.birthDate);
  return {
    resourceType: 'Patient',
    id: String(row.id),
    meta: { profile: [ownProfile('portal-patient')], lastUpdated: instant(row.updatedAt) },
    identifier: [cpfIdentifier(row.cpf), ...(cns ? [{ use: 'official' as const, system: SID.cns, value: cns }] : [])],
    active: true,
    ...(name ? { name } : {}),
    ...(telecom.length ? { telecom } : {}),
    ...(row.gender ? { gender: GENDER[row.gender] } : {}),
    ...(birthDate ? { birthDate } : {}),
    ...(city || state || postalCode ? { address: [{ use: 'home' as const, ...(city ? { city } : {}), ...(state ? { state } : {}), ...(postalCode ? { postalCode } : {}), country: 'BR' }] } : {}),
  };
}
