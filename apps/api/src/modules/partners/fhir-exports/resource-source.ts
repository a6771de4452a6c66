import type { Deps } from '#platform/context/deps.ts';
import * as repo from './resource-source.repository.ts';

/**
 * TEMPORARY resource source of the export: the FHIR read API's `streamFhirResources`
 * (`#partners/fhir/index.ts`) replaces this whole file, with the same signature. Until then it
 * serves Patient only (BR Core's CPF identifier system), from the patients table a page at a time.
 */
export interface FhirSourceAccess { readonly programId: number }

export const CPF_SYSTEM = 'https://saude.gov.br/fhir/sid/cpf';
const PAGE = 1_000;

const GENDER = { MALE: 'male', FEMALE: 'female', NOT_INFORMED: 'unknown' } as const;

function patientResource(row: repo.PatientSourceRow): Record<string, unknown> {
  return {
    resourceType: 'Patient',
    id: String(row.id),
    meta: { lastUpdated: row.updatedAt.toISOString() },
    identifier: [{ use: 'official', system: CPF_SYSTEM, value: row.cpf }],
    name: [{ text: row.name }],
    ...(row.gender ? { gender: GENDER[row.gender] } : {}),
    ...(row.birthDate ? { birthDate: row.birthDate } : {}),
    ...(row.phone || row.email ? {
      telecom: [
        ...(row.phone ? [{ system: 'phone', value: row.phone }] : []),
        ...(row.email ? [{ system: 'email', value: row.email }] : []),
      ],
    } : {}),
  };
}

/** The programme's resources of one type that partners may receive, updated after `since`; a page in memory at a time. */
export async function* streamFhirResources(
  deps: Pick<Deps, 'db'>, access: FhirSourceAccess, type: string, options: { since?: Date | undefined } = {},
): AsyncIterable<Record<string, unknown>> {
  if (type !== 'Patient') return;
  let afterId = 0;
  for (;;) {
    const rows = await repo.patientsPage(deps.db, access.programId, afterId, PAGE, options.since);
    for (const row of rows) yield patientResource(row);
    if (rows.length < PAGE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
