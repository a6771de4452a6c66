import type { AdverseEvent } from '@medplum/fhirtypes';
import type { AdverseEventOutcome } from '@portal/domain';
import { PORTAL_CS, fhirDate, instant } from './types.ts';

/** A suspected adverse-event report (`adverse_events`, append-only). */
export interface AdverseEventRow {
  id: number;
  protocol: string;
  reporterType: string;
  reportedById: number | null;
  patientId: number | null;
  productName: string;
  patientInitials: string | null;
  patientBirthDate: string | null;
  description: string;
  onsetDate: string;
  serious: boolean;
  outcome: AdverseEventOutcome;
  createdAt: Date | string;
}

const OUTCOME: Record<string, string> = {
  RECOVERED: 'resolved', RECOVERING: 'recovering', NOT_RECOVERED: 'ongoing', RECOVERED_WITH_SEQUELAE: 'resolvedWithSequelae', FATAL: 'fatal', UNKNOWN: 'unknown',
};

/**
 * The report as an AdverseEvent. The reporter gave the patient's initials and birth date, not a
 * record: when the report came from a request's link, the subject is that request's patient;
 * otherwise a contained Patient carries the birth date (initials are not an identifier).
 */
export function toAdverseEvent(row: AdverseEventRow): AdverseEvent {
  const birthDate = fhirDate(row.patientBirthDate);
  const contained = row.patientId ? [] : [{ resourceType: 'Patient' as const, id: 'subject', ...(birthDate ? { birthDate } : {}) }];
  return {
    resourceType: 'AdverseEvent',
    id: String(row.id),
    meta: { lastUpdated: instant(row.createdAt) },
    ...(contained.length ? { contained: [...contained, { resourceType: 'Medication' as const, id: 'suspect', code: { text: row.productName } }] } : { contained: [{ resourceType: 'Medication' as const, id: 'suspect', code: { text: row.productName } }] }),
    identifier: { system: PORTAL_CS.adverseEventProtocol, value: row.protocol },
    actuality: 'actual',
    event: { text: row.description },
    subject: row.patientId ? { reference: `Patient/${row.patientId}` } : { reference: '#subject' },
    date: fhirDate(row.onsetDate)!,
    recordedDate: instant(row.createdAt),
    ...(row.reportedById ? { recorder: { reference: `Practitioner/${row.reportedById}` } } : {}),
    seriousness: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/adverse-event-seriousness', code: row.serious ? 'serious' : 'non-serious' }] },
    outcome: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/adverse-event-outcome', code: OUTCOME[row.outcome] ?? 'unknown' }] },
    suspectEntity: [{ instance: { reference: '#suspect' } }],
  };
}
