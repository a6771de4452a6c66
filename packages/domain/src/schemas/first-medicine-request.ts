import { z } from './zod-config.ts';
import { recordIdSchema } from './common.ts';
import { cpfDigitsSchema } from './person-fields.ts';
import {
  firstMedicineCrmOnlySchema, firstMedicineDoctorSchema, firstMedicinePatientSchema, questionnaireAnswersSchema,
} from './first-medicine.ts';

/**
 * Spec §3 Medicine release, §5, §8: the `POST /procedures` body of type FIRST_MEDICINE. The
 * patient is either one the service already knows (`registered`: CPF, and the prescriber's CRM
 * and UF) or a new one (`notRegistered`: the full registration form and the prescriber's name,
 * CRM and UF; the server registers them, origin 19, unless the service already has them). The
 * server then validates the treatment start ('00'), registers the medicine with `answers`
 * (origin 23) and creates the request, spending one voucher of the presentation.
 */
const registeredRelease = z.object({
  state: z.literal('registered'),
  cpf: cpfDigitsSchema,
  prescriberDoctor: firstMedicineCrmOnlySchema,
});
const newPatientRelease = z.object({
  state: z.literal('notRegistered'),
  patient: firstMedicinePatientSchema,
  prescriberDoctor: firstMedicineDoctorSchema,
});
export const firstMedicinePatientChoiceSchema = z.discriminatedUnion('state', [registeredRelease, newPatientRelease]);
export type FirstMedicinePatientChoice = z.output<typeof firstMedicinePatientChoiceSchema>;

export const firstMedicineRequestSchema = z.object({
  type: z.literal('FIRST_MEDICINE'),
  programId: recordIdSchema,
  productId: recordIdSchema,
  presentationId: recordIdSchema,
  /** The lookup's outcome and what that state needs. */
  release: firstMedicinePatientChoiceSchema,
  /** The questionnaire's answers, in the one shape of `questionnaireAnswerSchema`. */
  answers: questionnaireAnswersSchema,
});
export type FirstMedicineRequestInput = z.input<typeof firstMedicineRequestSchema>;
export type FirstMedicineRequest = z.output<typeof firstMedicineRequestSchema>;

/** The CPF of a release, whichever state it is in. */
export const releaseCpf = (release: FirstMedicinePatientChoice): string =>
  release.state === 'registered' ? release.cpf : release.patient.cpf;
