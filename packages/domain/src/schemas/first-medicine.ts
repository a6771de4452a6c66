import { z } from './zod-config.ts';
import { GENDERS, UFS } from '../enums/index.ts';
import { cleanOneLineText, isValidCpf, isValidPhone, onlyDigits } from '../validation/index.ts';
import { recordIdSchema } from './common.ts';
import { blankToUndefined, optionalText } from './catalog-fields.ts';
import { cpfDigitsSchema, requiredPersonName } from './person-fields.ts';

/**
 * Spec §2 First-medicine release, §3 Medicine release and Dynamic questionnaire question, §4
 * Patient lookup, §5 Medicine release: what the release screen sends to and reads from
 * `/integration/wsacesso/*` (the programme's registration web service, behind the API).
 */

// ---- Patient lookup (§4) ----

/** What the lookup answers; the screen starts in `unknown` (nothing looked up yet). */
export const PATIENT_LOOKUP_STATES = ['unknown', 'registered', 'notRegistered'] as const;
export type PatientLookupState = (typeof PATIENT_LOOKUP_STATES)[number];
export const patientServiceStateSchema = z.enum(['registered', 'notRegistered']);

export const checkPatientBodySchema = z.object({ programId: recordIdSchema, cpf: cpfDigitsSchema });
export type CheckPatientInput = z.input<typeof checkPatientBodySchema>;
export const checkPatientResultSchema = z.object({
  state: patientServiceStateSchema,
  /** The service's `Mensagem`, when it sent one. */
  message: z.string().nullable(),
});
export type CheckPatientResult = z.infer<typeof checkPatientResultSchema>;

// ---- Registration form (§5, messages in the order the form checks them) ----

const M = 'validation.firstMedicine.';
/**
 * A required text whose absence reports the field's own §5 message ('O X do paciente é obrigatório.');
 * one line, invisible and control characters cleaned (names and addresses are shown to staff and sent on).
 */
const required = (messageKey: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: `${M}${messageKey}` }).overwrite(cleanOneLineText).min(1, { error: `${M}${messageKey}` }).max(max));
/** A required person's name, with the field's own message (decision 0066). */
const requiredName = (messageKey: string) => z.preprocess(blankToUndefined, requiredPersonName(150, `${M}${messageKey}`));
const requiredUf = (messageKey: string) => z.preprocess(blankToUndefined, z.enum(UFS, { error: `${M}${messageKey}` }));

/** CRM of the first-medicine forms: required, digits, at most 6 characters (§5, §9). */
export const FIRST_MEDICINE_CRM_MAX = 6;
export const firstMedicineCrmSchema = required('doctorCrm', 50)
  .pipe(z.string().max(FIRST_MEDICINE_CRM_MAX, { error: `${M}crmMaxLength` }).regex(/^\d+$/, { error: 'validation.invalidCRM' }));
export const firstMedicineCrmUfSchema = requiredUf('doctorUf');

/**
 * The contact consents of the registration form; sent to the service as 'S' or 'N'. A consent the
 * body leaves out is not given (decision 0072: never granted by default; spec §5 defaulted SMS and
 * e-mail to true).
 */
export const firstMedicineConsentsSchema = z.object({
  contact: z.boolean().default(false),
  sms: z.boolean().default(false),
  phone: z.boolean().default(false),
  mail: z.boolean().default(false),
  email: z.boolean().default(false),
});
export const FIRST_MEDICINE_CONSENTS = ['contact', 'sms', 'phone', 'mail', 'email'] as const;

/**
 * A patient the service does not know yet: every field the register call (origin 19) needs. The
 * keys are in §5 order (name, biological sex, birth date, e-mail, mobile, state, city,
 * neighbourhood, address, number, CEP), so the issues are reported in that order.
 */
export const firstMedicinePatientSchema = z.object({
  cpf: cpfDigitsSchema,
  name: requiredName('patientName'),
  /** Biological sex. */
  gender: z.preprocess(blankToUndefined, z.enum(GENDERS, { error: `${M}patientGender` })),
  birthDate: required('patientBirthDate', 10).pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' }).refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() <= Date.now() && d.getUTCFullYear() >= 1900;
  }, { error: 'validation.invalidDate' })),
  email: required('patientEmail', 200).pipe(z.email({ error: 'validation.invalidEmail' })),
  mobile: required('patientMobile', 20).transform(onlyDigits).pipe(z.string().refine(isValidPhone, { error: 'validation.invalidPhone' })),
  state: requiredUf('patientState'),
  city: required('patientCity', 50),
  neighborhood: required('patientNeighborhood', 50),
  address: required('patientAddress', 150),
  number: required('patientNumber', 20),
  cep: required('patientCep', 9).transform(onlyDigits).pipe(z.string().length(8, { error: 'validation.invalidCep' })),
  complement: optionalText(50),
  /** A landline, optional. */
  phone: z.preprocess(blankToUndefined, z.string().transform(onlyDigits).pipe(z.string().refine(isValidPhone, { error: 'validation.invalidPhone' })).optional()),
  consents: firstMedicineConsentsSchema.prefault({}),
});
export type FirstMedicinePatientInput = z.input<typeof firstMedicinePatientSchema>;
export type FirstMedicinePatient = z.output<typeof firstMedicinePatientSchema>;

/** The prescriber of a new patient's registration: name, CRM (max 6) and its UF. */
export const firstMedicineDoctorSchema = z.object({
  name: requiredName('doctorName'),
  crm: firstMedicineCrmSchema,
  uf: firstMedicineCrmUfSchema,
});
/** A registered patient's release needs only the CRM and its UF (§5). */
export const firstMedicineCrmOnlySchema = z.object({ crm: firstMedicineCrmSchema, uf: firstMedicineCrmUfSchema });

/** `POST /integration/wsacesso/register-patient` (origin 19); also the full form of the screen. */
export const registerPatientBodySchema = z.object({
  programId: recordIdSchema,
  /** The product chosen: its `wsAcessoPathologyCode` names the pathology in the call. */
  productId: recordIdSchema,
  patient: firstMedicinePatientSchema,
  prescriberDoctor: firstMedicineDoctorSchema,
});
export type RegisterPatientInput = z.input<typeof registerPatientBodySchema>;
/** A service success: the §8 message key (msg.successToRegisterPatient) and the service's `Mensagem`. */
export const wsAcessoSuccessSchema = z.object({ messageKey: z.string(), message: z.string().nullable() });
export type WsAcessoSuccess = z.infer<typeof wsAcessoSuccessSchema>;

// ---- Treatment start (§5: '00' eligible) ----

export const validateTreatmentStartBodySchema = z.object({
  programId: recordIdSchema,
  /** The presentation chosen: its EAN goes to the service (with council type 1). */
  presentationId: recordIdSchema,
  cpf: cpfDigitsSchema,
  crm: firstMedicineCrmSchema,
  uf: firstMedicineCrmUfSchema,
});
export type ValidateTreatmentStartInput = z.input<typeof validateTreatmentStartBodySchema>;
export const treatmentStartResultSchema = z.object({
  /** The service answered status '00'. */
  eligible: z.boolean(),
  /** The service's `Mensagem` (the screen shows err.patientNotEligibleForTreatment when absent). */
  message: z.string().nullable(),
});
export type TreatmentStartResult = z.infer<typeof treatmentStartResultSchema>;

// ---- Medicines and presentations the service releases, matched to the programme's catalogue ----

export const firstMedicineMedicinesQuerySchema = z.object({ programId: recordIdSchema });
/** A programme product the service lists (matched by name to `DescricaoLinha`). */
export const firstMedicineMedicineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  pathologyCode: z.number().int().nullable(),
});
export type FirstMedicineMedicine = z.infer<typeof firstMedicineMedicineSchema>;

export const firstMedicinePresentationsQuerySchema = z.object({ programId: recordIdSchema, productId: recordIdSchema });
/** A presentation of the product the service offers at treatment start (matched by EAN), with the doctor's vouchers (stock chip). */
export const firstMedicinePresentationSchema = z.object({
  presentationId: z.number().int(),
  name: z.string(),
  ean: z.string(),
  /** FIRST_MEDICINE vouchers the signed-in doctor holds of it (group = product, item = presentation). */
  vouchers: z.number().int(),
});
export type FirstMedicinePresentation = z.infer<typeof firstMedicinePresentationSchema>;

// ---- Dynamic questionnaire (§3, origin 23) ----

/** `TipoControle`. */
export const QUESTION_CONTROLS = ['textbox', 'dropdownlist', 'radiobuttonlist'] as const;
export type QuestionControl = (typeof QUESTION_CONTROLS)[number];
/** `FlagTipoQuestao`: 1 a patient question, 2 the medicine indication (with its EAN list). */
export const QUESTION_FLAG_PATIENT = 1;
export const QUESTION_FLAG_INDICATION = 2;

export const firstMedicineQuestionsQuerySchema = z.object({ programId: recordIdSchema, productId: recordIdSchema });

/**
 * One question as the API answers it (the service's names in the comments). A question with a
 * `parentCode` is shown only while the answer to that parent equals `parentAnswerCode`. An
 * indication question (`flag` 2) restricts the presentations offered to its `eans`.
 */
export const questionnaireQuestionSchema = z.object({
  /** CodigoQuestao */
  code: z.number().int(),
  /** CodigoQuestaoPai */
  parentCode: z.number().int().nullable(),
  /** QuestaoAninhada.CodigoRespostaPai */
  parentAnswerCode: z.number().int().nullable(),
  /** TipoControle */
  control: z.enum(QUESTION_CONTROLS),
  /** TituloExibicao */
  title: z.string(),
  /** Respostas (empty for a textbox) */
  answers: z.array(z.object({ code: z.number().int(), title: z.string() })),
  /** FlagTipoQuestao */
  flag: z.number().int(),
  /** The EANs an indication question (flag 2) allows; empty otherwise. */
  eans: z.array(z.string()),
  /** Must be answered when shown. */
  required: z.boolean(),
});
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionSchema>;

/**
 * THE answer shape (sent in `POST /procedures` FIRST_MEDICINE `answers`, forwarded to the
 * register-medicine call): one entry per shown and answered question — a textbox's `text`, or the
 * chosen `answerCode` of a dropdownlist or radiobuttonlist. Never both.
 */
export const questionnaireAnswerSchema = z.object({
  questionCode: z.number().int(),
  answerCode: z.number().int().optional(),
  text: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
}).refine((a) => (a.answerCode === undefined) !== (a.text === undefined), { error: 'validation.requiredField', path: ['answerCode'] });
export type QuestionnaireAnswer = z.output<typeof questionnaireAnswerSchema>;
export const questionnaireAnswersSchema = z.array(questionnaireAnswerSchema).max(100).default([]);

/** The CPF as typed in the lookup box: 'CPF inválido' (err.invalidCpf) before calling the service. */
export const isLookupCpf = (value: string): boolean => isValidCpf(onlyDigits(value));
