import type { ExamRequest } from '@portal/domain';
import type { PatientValues, RegisteredPatient } from '#patients/patients/index.ts';

/**
 * The patient of a request as stored once per programme: the core columns, and the spec's other
 * patient fields in `details`.
 */
export function patientValuesOf(patient: ExamRequest['patient']): PatientValues {
  const { cpf, name, birthDate, phone, email, gender, ...rest } = patient;
  // Fields the form did not send are absent from the stored JSON.
  return { cpf, name, birthDate, phone, email, gender, details: { ...rest } };
}

/**
 * Whose open requests a duplicate rule counts for a registered patient: anyone's where the caller
 * reads the record, else only the caller's own (decision 0063), so a refusal never tells a doctor
 * about another doctor's patient what an unknown CPF would not.
 */
export const duplicatesCountedFor = (patient: RegisteredPatient, doctorId: number): number | undefined => (patient.reads ? undefined : doctorId);
