import type { RequestPatientInput } from '@portal/domain';

/** The spec's patient fields beyond the core columns, kept in the patient's `details`. */
export function patientDetails(patient: RequestPatientInput): Record<string, string | boolean> {
  const { cpf: _c, name: _n, birthDate: _b, phone: _p, email: _e, gender: _g, ...rest } = patient;
  return Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string | boolean] => entry[1] !== undefined));
}
