import { onlyDigits, type PatientField, type RequestPatientInput } from '@portal/domain';

/** Patient fields that are yes/no answers; every other patient field is text. */
export const PATIENT_FLAGS = ['acceptSms', 'acceptPhone', 'acceptEmail'] as const;
type PatientFlag = (typeof PATIENT_FLAGS)[number];
type PatientText = Exclude<PatientField, PatientFlag>;
/** Name, CPF and phone are always asked (the request schemas need them); the rest as configured. */
export const ALWAYS_ASKED: readonly PatientField[] = ['cpf', 'name', 'phone'];

/** The patient of a request form, every field a string or a flag. */
export type PatientValues = Record<PatientText, string> & Record<PatientFlag, boolean>;
/** A request form holding the patient under `patient`, as every `POST /procedures` body does. */
export interface PatientFormValues { patient: PatientValues }

export const emptyPatient = (): PatientValues => ({
  name: '', cpf: '', birthDate: '', rg: '', phone: '', phone2: '', phone3: '', cep: '', initials: '', caregiverName: '',
  email: '', state: '', city: '', gender: '', acceptSms: false, acceptPhone: false, acceptEmail: false,
});

/** The body's patient: the fields shown (name, CPF and phone always, the rest when `visible`), digits only where they are digits. */
export function patientBodyOf(values: PatientValues, visible: ReadonlySet<PatientField>): RequestPatientInput {
  const shown = (field: PatientField) => visible.has(field) || ALWAYS_ASKED.includes(field);
  const patient: Record<string, string | boolean> = {};
  for (const [field, value] of Object.entries(values) as [PatientField, string | boolean][]) {
    if (!shown(field)) continue;
    if (typeof value === 'boolean') patient[field] = value;
    else if (value.trim() !== '') patient[field] = ['cpf', 'phone', 'phone2', 'phone3', 'cep'].includes(field) ? onlyDigits(value) : value.trim();
  }
  return { ...patient, cpf: onlyDigits(values.cpf), name: values.name, phone: onlyDigits(values.phone) };
}
