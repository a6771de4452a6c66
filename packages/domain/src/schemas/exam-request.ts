import { z } from './zod-config.ts';
import { AGREEMENT_TYPES, DOCUMENT_TYPES, LOGISTIC_TYPES, PICK_UP_TIMES, RECIPIENT_TYPES } from '../enums/index.ts';
import { CODE_LENGTH } from '../constants.ts';
import { isValidCnpj, isValidCpf, onlyDigits } from '../validation/index.ts';
import { recordIdSchema } from './common.ts';
import { optionalText } from './catalog-fields.ts';
import { optionalPersonName, ufSchema } from './person-fields.ts';
import { fieldAnswerSchema, requestPatientSchema } from './request-patient.ts';
import { travelRequestSchema } from './travel-request.ts';
import { firstMedicineRequestSchema } from './first-medicine-request.ts';
import { patientProcedureRequestSchema } from './patient-procedure-request.ts';
import { supplyRequestSchema } from './supply-request.ts';

export { fieldAnswerSchema, requestPatientSchema, type RequestPatientInput } from './request-patient.ts';

/**
 * Spec §3 Exam request payload, §5 Exam request: the `POST /procedures` body of type
 * CLINICAL_EXAMINATION. The rules that need no configuration live here; those that depend on the
 * exam group and its field configs are checked by `examRequestIssues` (same rules on both sides).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' });

/** Spec §3 User address for sample withdrawal, §5 limits. */
export const withdrawalAddressSchema = z.object({
  cep: z.string({ error: 'validation.requiredField' }).transform(onlyDigits).pipe(z.string().length(8, { error: 'validation.invalidCep' })),
  placeDescription: z.string().trim().min(1, { error: 'validation.requiredField' }).max(150),
  number: z.string().trim().min(1, { error: 'validation.requiredField' }).max(20),
  complement: optionalText(50),
  neighborhood: z.string().trim().min(1, { error: 'validation.requiredField' }).max(50),
  city: z.string().trim().min(1, { error: 'validation.requiredField' }).max(50),
  state: ufSchema,
  observation: optionalText(50),
  recipientName: optionalPersonName(150),
  recipientType: z.enum(RECIPIENT_TYPES, { error: 'validation.requiredSelect' }).optional(),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'validation.requiredSelect' }).optional(),
  requesterCpf: optionalText(14),
  requesterCnpj: optionalText(18),
  requesterName: optionalPersonName(150),
  pickUpTime: z.enum(PICK_UP_TIMES, { error: 'validation.requiredSelect' }).optional(),
  /** Up to four sample-withdrawal dates, first to fourth (`yyyy-MM-dd`). */
  withdrawalDates: z.array(isoDate).max(4).default([]),
  save: z.boolean().default(false),
});
export type WithdrawalAddressInput = z.input<typeof withdrawalAddressSchema>;

export const examSupplyChoiceSchema = z.object({ itemId: recordIdSchema, supplyId: recordIdSchema, institutionId: recordIdSchema });

/** The signed agreement term as uploaded: PDF or image, base64, at most 5 MB decoded. */
export const AGREEMENT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const AGREEMENT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const agreementFileSchema = z.object({
  buffer: z.string().max(Math.ceil(AGREEMENT_FILE_MAX_BYTES / 3) * 4 + 4, { error: 'validation.fileTooLarge' }).regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'validation.invalidField' }),
  contentType: z.enum(AGREEMENT_FILE_TYPES, { error: 'validation.invalidFileType' }),
  fileName: z.string().trim().min(1).max(200),
});

export const examRequestSchema = z.object({
  type: z.literal('CLINICAL_EXAMINATION'),
  programId: recordIdSchema,
  followupId: recordIdSchema,
  groupId: recordIdSchema,
  itemIds: z.array(recordIdSchema).min(1, { error: 'validation.minSelect' }).max(100),
  supplies: z.array(examSupplyChoiceSchema).max(100).default([]),
  institutionId: recordIdSchema.optional(),
  userAddress: withdrawalAddressSchema.optional(),
  logisticType: z.enum(LOGISTIC_TYPES, { error: 'validation.requiredSelect' }).optional(),
  procedureFieldsAnswers: z.record(z.string().max(100), fieldAnswerSchema).default({}),
  /** Ticked aid field ids. */
  aidFields: z.array(recordIdSchema).max(200).default([]),
  patient: requestPatientSchema,
  requirePatientAgreement: z.boolean().default(false),
  agreementType: z.enum(AGREEMENT_TYPES, { error: 'validation.requiredSelect' }).optional(),
  code: z.string().trim().max(CODE_LENGTH * 2).optional(),
  agreementFile: agreementFileSchema.optional(),
  productId: recordIdSchema.optional(),
  presentationId: recordIdSchema.optional(),
  presentationEan: optionalText(14),
}).superRefine((input, ctx) => {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (input.requirePatientAgreement) {
    if (!input.agreementType) issue(['agreementType'], 'validation.requiredSelect');
    if (input.agreementType === 'CODE' && (input.code ?? '').length < CODE_LENGTH) issue(['code'], 'validation.invalidCode');
    if (input.agreementType === 'FILE' && !input.agreementFile) issue(['agreementFile'], 'validation.requiredField');
  }
  const address = input.userAddress;
  if (!address) return;
  if (input.logisticType === 'LOGISTIC_COMPANY') {
    if (!address.pickUpTime) issue(['userAddress', 'pickUpTime'], 'validation.requiredSelect');
    if (address.withdrawalDates.length === 0) issue(['userAddress', 'withdrawalDates', 0], 'validation.requiredField');
  }
  if (input.logisticType === 'CORREIOS' && address.documentType === 'cnpj') issue(['userAddress', 'documentType'], 'validation.requiredSelect');
  if (address.documentType === 'cpf' && !isValidCpf(onlyDigits(address.requesterCpf ?? ''))) issue(['userAddress', 'requesterCpf'], 'validation.invalidCpf');
  if (address.documentType === 'cnpj') {
    if (!isValidCnpj(onlyDigits(address.requesterCnpj ?? ''))) issue(['userAddress', 'requesterCnpj'], 'validation.invalidCnpj');
    if (!address.requesterName) issue(['userAddress', 'requesterName'], 'validation.requiredField');
  }
  // The dates' rules (minimum days, weekends, distinct) depend on the group: `examRequestIssues`.
});
export type ExamRequestInput = z.input<typeof examRequestSchema>;
export type ExamRequest = z.infer<typeof examRequestSchema>;

/**
 * `POST /procedures`: one body per request type, told apart by `type`. The first-medicine,
 * patient-procedure, supply and travel requests join this union.
 */
export const createProcedureSchema = z.discriminatedUnion('type', [
  examRequestSchema,
  firstMedicineRequestSchema,
  travelRequestSchema,
  patientProcedureRequestSchema,
  supplyRequestSchema,
]);
export type CreateProcedureInput = z.input<typeof createProcedureSchema>;
