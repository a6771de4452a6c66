import type { CarePatient, MedicationRow } from '@portal/domain';

/** The doctor whose patients are asked for, as the patient-care system knows them: CRM and state. */
export interface CareDoctor { crm: string; uf: string }

/** One page of a doctor's list; page numbers are one-based and travel as strings (spec §7, §9). */
export interface CarePageRequest {
  /** The programme as the patient-care system names it (the portal's programme slug). */
  programCode: string;
  doctor: CareDoctor;
  pageNumber: string;
  pageSize: string;
}

/** A patient with the doctor who follows them, so the portal can check who may read it. */
export type CarePatientDetails = CarePatient & { doctor: CareDoctor };

/**
 * What a request form pre-fills from the patient-care system for a CPF, with the doctor who
 * follows the patient: the portal answers it only to that doctor.
 */
export interface CarePatientByCpf { patientName: string; patientBirthDate: string | null; patientPhone: string | null; doctor: CareDoctor }

/**
 * The patient-care system (spec §1): one interface, a real HTTP client and an offline simulator.
 * A transport failure or an unreadable answer throws `PatientCareUnavailableError`; an unknown
 * patient is `null`.
 */
export interface PatientCareProvider {
  readonly kind: 'simulator' | 'http';
  patientsByDoctor(request: CarePageRequest): Promise<{ patients: CarePatient[]; total: number }>;
  medicationsByDoctor(request: CarePageRequest & { patientId?: string | undefined }): Promise<{ medications: MedicationRow[]; total: number }>;
  patientDetails(programCode: string, patientId: string): Promise<CarePatientDetails | null>;
  patientByCpf(programCode: string, cpf: string): Promise<CarePatientByCpf | null>;
}

export class PatientCareUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PatientCareUnavailableError';
  }
}
