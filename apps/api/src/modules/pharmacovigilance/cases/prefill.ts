import type { CaseCoding, PatientSex } from '@portal/domain';
import type { AdverseEventReport } from '#patients/adverse-events/index.ts';

/** Initials of a name: the first letter of each word, particles (da, de, dos…) left out. */
export function initialsOf(name: string | null | undefined): string | null {
  if (!name) return null;
  const letters = name.trim().split(/\s+/).filter((w) => !/^(d[aeo]s?|e)$/i.test(w)).map((w) => w[0]!.toUpperCase());
  return letters.length > 0 ? letters.join('').slice(0, 10) : null;
}

const sexOf = (gender: string | null): PatientSex | null => (gender === 'MALE' || gender === 'FEMALE' ? gender : null);

/**
 * The first coding of a case, prefilled from the report and the portal's data: the reporter's
 * qualification from who reported (doctor → physician, patient → consumer), Brazil, the product as
 * the suspect drug, the description as the reaction as reported and the narrative, and the patient
 * minimised to initials, birth date and sex. A report marked serious becomes "other medically
 * important" (death when its outcome is fatal) until triage names the criteria.
 */
export function prefill(report: AdverseEventReport): CaseCoding {
  const fatal = report.outcome === 'FATAL';
  const initials = report.patientInitials ?? initialsOf(report.linkedPatientName);
  return {
    reporterQualification: report.reporterType === 'DOCTOR' ? 'PHYSICIAN' : 'CONSUMER',
    reporterCountry: 'BR',
    seriousness: {
      death: report.serious && fatal, lifeThreatening: false, hospitalisation: false, disability: false, congenitalAnomaly: false,
      otherMedicallyImportant: report.serious && !fatal,
    },
    reactions: [{
      reportedTerm: report.description.slice(0, 250), meddraVersion: null, lltCode: null,
      onsetDate: report.onsetDate, endDate: null, outcome: report.outcome,
    }],
    products: [{
      role: 'SUSPECT', nameAsReported: report.productName, productId: report.productId,
      doseValue: null, doseUnit: null, route: null, whoDrugCode: null,
    }],
    causality: null,
    narrative: report.description,
    patient: {
      initials, nullFlavor: initials ? null : 'UNK',
      birthDate: report.patientBirthDate ?? report.linkedPatientBirthDate ?? null, ageYears: null,
      sex: sexOf(report.linkedPatientGender ?? null),
    },
  };
}
