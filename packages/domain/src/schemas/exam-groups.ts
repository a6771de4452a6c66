import { z } from './zod-config.ts';
import { RECIPIENT_TYPES } from '../enums/index.ts';
import { ELIGIBILITY_MESSAGE_MAX, optionalText, idListQuery, requiredId, requiredText, toNumber } from './catalog-fields.ts';
import { aidSchema } from './aids.ts';
import { pageQuerySchema, recordIdSchema } from './common.ts';
import { configPageQueryFields, idListField, namedRefSchema, recipientTypesField } from './config-fields.ts';

/** Spec §9: sample withdrawal dates are at least this many days after today unless the group says otherwise. */
export const DEFAULT_DAYS_AFTER_FOR_SAMPLE_WITHDRAWAL = 2;

/** Spec §3 Exam group flags: which steps a request asks for and which timeline dates it shows. */
const flags = {
  requiresSampleWithdrawal: z.boolean(),
  requiredAddress: z.boolean(),
  requiredPersonalInformation: z.boolean(),
  requiredProduct: z.boolean(),
  requirePatientAgreement: z.boolean(),
  showUnselectedExamsWarning: z.boolean(),
  canRequestWithoutInventory: z.boolean(),
  requireApprovalWithoutInventory: z.boolean(),
  showCreatedAt: z.boolean(),
  showApprovedAt: z.boolean(),
  showScheduledAt: z.boolean(),
  showCollectedAt: z.boolean(),
  showReceivedAt: z.boolean(),
  showConcludedAt: z.boolean(),
  showCanceledAt: z.boolean(),
  /** Gates the availability captions of the exam request. */
  showInventory: z.boolean(),
  /** Gates the authorizer information of the procedure detail. */
  showAuthorizerConsultInfo: z.boolean(),
};
export type ExamGroupFlag = keyof typeof flags;
export const EXAM_GROUP_FLAGS = Object.keys(flags) as ExamGroupFlag[];

/** Flags on by default: the timeline dates and the availability captions. */
const DEFAULT_ON: readonly ExamGroupFlag[] = [
  'showCreatedAt', 'showApprovedAt', 'showScheduledAt', 'showCollectedAt', 'showReceivedAt', 'showConcludedAt',
  'showCanceledAt', 'showInventory',
];
export const examGroupFlagDefault = (flag: ExamGroupFlag): boolean => DEFAULT_ON.includes(flag);

/** An exam group as the request screens and the register read it. */
export const examGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  followupId: z.number().int(),
  followup: namedRefSchema,
  ...flags,
  patientAgreementUrl: z.string().nullable(),
  daysAfterForSampleWithdrawal: z.number().int(),
  sampleWithdrawalRecipientTypes: z.array(z.enum(RECIPIENT_TYPES)),
  sampleWithdrawalRecipientLabel: z.string().nullable(),
  warningRequestExam: z.string().nullable(),
  eligibilityMessage: z.string().nullable(),
  institutions: z.array(namedRefSchema),
  aids: z.array(aidSchema),
});
export type ExamGroup = z.infer<typeof examGroupSchema>;

/** A row of the exam-group register. */
export const examGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  followup: namedRefSchema,
  exams: z.number().int(),
});
export type ExamGroupRow = z.infer<typeof examGroupRowSchema>;

const flagFields = Object.fromEntries(EXAM_GROUP_FLAGS.map((f) => [f, z.boolean().default(examGroupFlagDefault(f))])) as {
  [K in ExamGroupFlag]: z.ZodDefault<z.ZodBoolean>;
};

export const examGroupFormSchema = z.object({
  followupId: requiredId,
  name: requiredText(150),
  ...flagFields,
  patientAgreementUrl: optionalText(500),
  daysAfterForSampleWithdrawal: z.preprocess(toNumber, z.number().int().min(0).max(60).default(DEFAULT_DAYS_AFTER_FOR_SAMPLE_WITHDRAWAL)),
  sampleWithdrawalRecipientTypes: recipientTypesField,
  sampleWithdrawalRecipientLabel: optionalText(150),
  warningRequestExam: optionalText(1000),
  /** The group's own refusal text for eligibilityRejected (decision 0079). */
  eligibilityMessage: optionalText(ELIGIBILITY_MESSAGE_MAX),
  institutionIds: idListField,
});
export type ExamGroupFormInput = z.input<typeof examGroupFormSchema>;
export type ExamGroupForm = z.infer<typeof examGroupFormSchema>;

export const examGroupPageQuerySchema = pageQuerySchema.extend({ ...configPageQueryFields, followupIds: idListQuery.optional() });

/** A supply an exam ships with, and where it can be sent. */
export const examSupplySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  supplyGroupId: z.number().int(),
  institutions: z.array(namedRefSchema),
  recipientTypes: z.array(z.enum(RECIPIENT_TYPES)),
  maxQuantityPerRequest: z.number().int().nullable(),
});
export type ExamSupply = z.infer<typeof examSupplySchema>;

/** Spec §3 Exam; no institutions means every institution of the group performs it. */
export const examSchema = z.object({
  id: z.number().int(),
  examGroupId: z.number().int(),
  examType: z.object({ name: z.string() }),
  required: z.boolean(),
  institutions: z.array(namedRefSchema),
  supplies: z.array(examSupplySchema),
});
export type Exam = z.infer<typeof examSchema>;

export const examFormSchema = z.object({
  examGroupId: requiredId,
  examTypeName: requiredText(200),
  required: z.boolean().default(false),
  institutionIds: idListField,
  supplyIds: idListField,
});
export type ExamFormInput = z.input<typeof examFormSchema>;
export type ExamForm = z.infer<typeof examFormSchema>;

/** `GET /exam-groups/{examGroupId}/exams?institutionId`: only what that institution performs and ships. */
export const examsQuerySchema = z.object({ institutionId: recordIdSchema.optional() });
