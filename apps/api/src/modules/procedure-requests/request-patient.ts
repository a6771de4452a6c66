import type { ExamRequest } from '@portal/domain';
import type { PatientValues } from './patients.repository.ts';

/**
 * The patient of a request as stored once per programme: the core columns, and the spec's other
 * patient fields in `details`.
 */
export function patientValuesOf(patient: ExamRequest['patient']): PatientValues {
  const { cpf, name, birthDate, phone, email, gender, ...rest } = patient;
  // Fields the form did not send are absent from the stored JSON.
  return { cpf, name, birthDate, phone, email, gender, details: { ...rest } };
}
