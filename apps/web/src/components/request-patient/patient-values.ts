import { onlyDigits, type PatientField, type RequestPatientInput } from '@portal/domain';

/** Patient fields that are yes/no answers; every other patient field is text. */
export const PATIENT_FLAGS = ['acceptSms', 'acceptPhone', 'acceptEmail'] as const;
type PatientFlag = (typeof PATIENT_FLAGS)[number];
type PatientText = Exclude<PatientField, PatientFlag>;
/** Name, CPF and phone are always asked (the request schema needs them); the rest as configured. */
export const ALWAYS_ASKED: readonly PatientField[] = ['cpf', 'name', 'phone'];

/** The patient part of a request form (`patient.*`), shaped like the body's `patient`. */
export type RequestPatientValues = Record<PatientText, string> & Record<PatientFlag, boolean>;

export const emptyPatient = (): RequestPatientValues => ({
  name: '', cpf: '', birthDate: '', rg: '', phone: '', phone2: '', phone3: '', cep: '', initials: '', caregiverName: '',
  email: '', state: '', city: '', gender: '', acceptSms: false, acceptPhone: false, acceptEmail: false,
});

const DIGITS: readonly PatientField[] = ['cpf', 'phone', 'phone2', 'phone3', 'cep'];

/** The body's `patient`: the shown fields only, trimmed, masks removed. */
export function patientBodyOf(values: RequestPatientValues, visible: ReadonlySet<PatientField>): RequestPatientInput {
  const shown = (field: PatientField) => visible.has(field) || ALWAYS_ASKED.includes(field);
  const patient: Record<string, string | boolean> = {};
  for (const [field, value] of Object.entries(values) as [PatientField, string | boolean][]) {
    if (!shown(field)) continue;
    if (typeof value === 'boolean') patient[field] = value;
    else if (value.trim() !== '') patient[field] = DIGITS.includes(field) ? onlyDigits(value) : value.trim();
  }
  return { ...patient, cpf: onlyDigits(values.cpf), name: values.name, phone: onlyDigits(values.phone) };
}
