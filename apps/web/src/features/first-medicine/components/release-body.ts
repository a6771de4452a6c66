import { onlyDigits, type FirstMedicineRequestInput, type QuestionnaireQuestion } from '@portal/domain';
import { answersOf } from './questionnaire-rules.ts';
import { answerKey, type FirstMedicineValues, type PatientLookup } from './first-medicine-values.ts';

export interface ReleaseContext {
  programId: number;
  lookup: PatientLookup;
  /** The questions on screen now (nested ones by their parent's answer). */
  shownQuestions: readonly QuestionnaireQuestion[];
}

const idOf = (value: number | '') => (value === '' ? undefined : value);
const text = (value: string) => (value.trim() === '' ? undefined : value);

/** The `POST /procedures` body of the form: the registered patient's CPF and CRM, or the full registration. */
export function toReleaseBody(values: FirstMedicineValues, { programId, lookup, shownQuestions }: ReleaseContext): FirstMedicineRequestInput {
  const cpf = onlyDigits(values.cpf);
  const { patient: p, address: a, prescriberDoctor: d } = values;
  return {
    type: 'FIRST_MEDICINE',
    programId,
    productId: idOf(values.productId),
    presentationId: idOf(values.presentationId),
    release: lookup === 'registered'
      ? { state: 'registered', cpf, prescriberDoctor: { crm: d.crm, uf: d.uf } }
      : {
        state: 'notRegistered',
        patient: {
          cpf, name: p.name, gender: p.gender, birthDate: p.birthDate, email: p.email, mobile: p.mobile,
          state: a.state, city: a.city, neighborhood: a.neighborhood, address: a.placeDescription, number: a.number, cep: a.cep,
          complement: text(a.complement), phone: text(p.phone), consents: p.consents,
        },
        prescriberDoctor: { name: d.name, crm: d.crm, uf: d.uf },
      },
    answers: answersOf(shownQuestions, values.answers),
  };
}

/**
 * Where the form shows a message of the body's path, as the server names it (`answers.<question
 * code>`, `release.patient.name`…).
 */
export function formPathOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'answers') return parts[1] === undefined ? 'answers' : `answers.${answerKey(Number(parts[1]))}`;
  if (parts[0] !== 'release') return path;
  const [, group, field, ...rest] = parts;
  if (group === 'cpf' || (group === 'patient' && field === 'cpf')) return 'cpf';
  if (group === 'prescriberDoctor') return `prescriberDoctor.${field ?? 'crm'}`;
  if (group === 'patient') {
    if (field === 'address') return 'address.placeDescription';
    if (field && ['state', 'city', 'neighborhood', 'number', 'cep', 'complement'].includes(field)) return `address.${field}`;
    return ['patient', field, ...rest].filter(Boolean).join('.');
  }
  return 'cpf';
}

/**
 * The form's fields in the order spec §5 checks them (product first, then the registration's
 * 'O X do paciente é obrigatório.' order, then the prescriber); the first with an error is the one
 * focused and announced.
 */
export const FIELD_ORDER = [
  'productId', 'presentationId', 'cpf', 'patient.name', 'patient.gender', 'patient.birthDate', 'patient.email', 'patient.mobile',
  'address.state', 'address.city', 'address.neighborhood', 'address.placeDescription', 'address.number', 'address.cep',
  'patient.phone', 'address.complement', 'patient.consents.sms', 'prescriberDoctor.name', 'prescriberDoctor.crm', 'prescriberDoctor.uf',
] as const;
