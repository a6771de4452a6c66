import { z } from './zod-config.ts';
import {
  AGREEMENT_TYPES, EXAM_SUB_STATUSES, LOGISTIC_TYPES, PROCEDURE_STATUSES, PROCEDURE_TYPES, UFS,
} from '../enums/index.ts';
import { EXAM_AVAILABILITIES, RESULT_TYPES } from '../rules/exam-eligibility.ts';
import { COUNCIL_STATUSES } from '../rules/council-registration.ts';
import { PROGRESS_STEPS } from '../rules/procedure-workflow.ts';
import { pageOf, pageQuerySchema, recordIdSchema } from './common.ts';
import { idListQuery } from './catalog-fields.ts';
import { fromProgrammeLocal, LOCAL_DATE_TIME } from '../format/programme-time.ts';

/** Spec §3 Procedure, §7 Procedures: the read models, list queries and decisions of requests. */

export const procedureStatusSchema = z.enum(PROCEDURE_STATUSES);
export const displayStatusSchema = z.enum([...PROCEDURE_STATUSES, 'PARTIAL']);
export const procedureTypeSchema = z.enum(PROCEDURE_TYPES);
export const procedureChildTypeSchema = z.enum(['EXAM', 'SUPPLY', 'AID', 'MEDICINE', 'PATIENT_PROCEDURE']);
export type ProcedureChildType = z.infer<typeof procedureChildTypeSchema>;

/** `yyyy-MM`, from the current month back to 2000 (spec §2 data table). */
export const yearMonthSchema = z.string().regex(/^(2\d{3})-(0[1-9]|1[0-2])$/, { error: 'validation.invalidDate' });

/** A São Paulo calendar day, `yyyy-MM-dd`. */
const scheduleDaySchema = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && fromProgrammeLocal(`${v}T00:00`) !== null, { error: 'validation.invalidDate' });

/** `GET /procedures` (spec §7): statuses as a comma list; follow-ups and exam groups as id lists. */
export const procedureListQuerySchema = pageQuerySchema.extend({
  programId: recordIdSchema,
  type: procedureTypeSchema,
  status: z.string().max(200).regex(/^[A-Z]+(,[A-Z]+)*$/).transform((v) => v.split(','))
    .pipe(z.array(displayStatusSchema)).optional(),
  followupIds: idListQuery.optional(),
  examGroupIds: idListQuery.optional(),
  yearMonth: yearMonthSchema.optional(),
  /** Requests of one doctor (the doctor detail tabs); bounded by what the viewer sees. */
  doctorId: recordIdSchema.optional(),
  /** Requests with an item scheduled on or after / on or before these São Paulo days (`yyyy-MM-dd`). */
  scheduledFrom: scheduleDaySchema.optional(),
  scheduledTo: scheduleDaySchema.optional(),
  sortBy: z.enum(['createdAt', 'code', 'status']).default('createdAt'),
  sort: z.coerce.number().int().min(0).max(1).default(1),
});
export type ProcedureListQuery = z.input<typeof procedureListQuerySchema>;

export const procedureExportQuerySchema = procedureListQuerySchema.omit({ skip: true, take: true })
  .extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

const person = z.object({ id: z.number().int(), name: z.string() });

/**
 * The requester's registration with the medical council, on rows shown to staff only when there
 * is something to say (decision 0060, `requesterCouncilNotice`): no longer active (approval is
 * refused, 409 requesterRegistrationInactive) or held under another name (a notice only).
 */
export const requesterCouncilSchema = z.object({
  status: z.enum(COUNCIL_STATUSES),
  checkedAt: z.string().nullable(),
  nameMatches: z.boolean(),
  blocksApproval: z.boolean(),
});

/** Spec §3 request rows; a doctor sees the patient, others the requester with CRM and UF (§6). */
export const procedureRowSchema = z.object({
  id: z.number().int(),
  type: procedureTypeSchema,
  code: z.string(),
  status: displayStatusSchema,
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  approvedBy: person.nullable(),
  followup: z.string().nullable(),
  examGroup: z.string().nullable(),
  /** Names of the exams (or supplies, aids) of the request. */
  items: z.array(z.string()),
  product: z.string().nullable(),
  presentation: z.string().nullable(),
  patientProcedure: z.string().nullable(),
  /** The patient's name is null when none is on file (only the CPF) or the requester does not read the record. */
  patient: z.object({ name: z.string().nullable(), cpf: z.string() }).nullable(),
  requester: z.object({ id: z.number().int(), name: z.string(), crm: z.string().nullable(), uf: z.string().nullable() }).nullable(),
  requesterCouncil: requesterCouncilSchema.optional(),
});
export type ProcedureRow = z.infer<typeof procedureRowSchema>;
export const procedurePageSchema = pageOf(procedureRowSchema);

export const authorizerInfoSchema = z.object({
  voucher: z.string().nullable(),
  prazoEstimado: z.number().int().nullable(),
  informacaoConsulta: z.string().nullable(),
});
export type AuthorizerInfo = z.infer<typeof authorizerInfoSchema>;

export const movementSummarySchema = z.object({
  amount: z.number().int(),
  direction: z.enum(['CONSUMED', 'RETURNED']),
  fromUser: z.object({ id: z.number().int(), name: z.string(), type: z.string() }).nullable(),
  createdAt: z.string(),
});

const stamps = {
  approvedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  collectedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  concludedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
};

export const procedureChildSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: procedureChildTypeSchema,
  status: procedureStatusSchema,
  subStatus: z.enum(EXAM_SUB_STATUSES).nullable(),
  /** The spec's numeric sub-status (0 to 13) of `subStatus`, for integrators that key on it. */
  subStatusCode: z.number().int().min(0).max(EXAM_SUB_STATUSES.length - 1).nullable(),
  name: z.string(),
  institution: z.string().nullable(),
  paidByVoucher: z.boolean(),
  reason: z.string().nullable(),
  ...stamps,
  /** When and where the item (exam or collection) is scheduled: an ISO instant, shown in São Paulo time. */
  appointmentAt: z.string().nullable(),
  appointmentPlace: z.string().nullable(),
  movements: z.array(movementSummarySchema),
  authorizerInfo: authorizerInfoSchema.nullable(),
  /** The next steps the viewer may record on this child (empty for those who cannot). */
  allowedSteps: z.array(z.enum(PROGRESS_STEPS)),
});
export type ProcedureChild = z.infer<typeof procedureChildSchema>;

export const eligibilityResultSchema = z.object({
  id: z.number().int(), result: z.enum(RESULT_TYPES), description: z.string(), itemName: z.string().nullable(),
  /** The item the result is about (null: the whole request). */
  childId: z.number().int().nullable(),
});

/** Display flags of the exam group: which timeline steps show (spec §2 Procedure detail). */
export const timelineFlagsSchema = z.object({
  showCreatedAt: z.boolean(), showApprovedAt: z.boolean(), showScheduledAt: z.boolean(), showCollectedAt: z.boolean(),
  showReceivedAt: z.boolean(), showConcludedAt: z.boolean(), showCanceledAt: z.boolean(), showInventory: z.boolean(),
  showAuthorizerConsultInfo: z.boolean(),
});
export type TimelineFlags = z.infer<typeof timelineFlagsSchema>;

export const procedureDetailSchema = procedureRowSchema.extend({
  ...stamps,
  storedStatus: procedureStatusSchema,
  createdBy: z.object({ id: z.number().int(), name: z.string(), crm: z.string().nullable(), uf: z.string().nullable() }),
  cancelationReason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  instructions: z.string().nullable(),
  agreementType: z.enum(AGREEMENT_TYPES).nullable(),
  logisticType: z.enum(LOGISTIC_TYPES).nullable(),
  reversePostageCode: z.string().nullable(),
  institution: z.string().nullable(),
  needsProgrammeApproval: z.boolean(),
  /** Whether the viewer may approve or reject it now (spec §4, §6). */
  canDecide: z.boolean(),
  /** Until when the viewer may undo their rejection of it (`UNDO_REJECTION_MS` after it), else null. */
  undoRejectionUntil: z.string().nullable(),
  timeline: timelineFlagsSchema,
  eligibilityResults: z.array(eligibilityResultSchema),
  children: z.array(procedureChildSchema),
  fieldAnswers: z.array(z.object({ label: z.string(), value: z.string() })),
  address: z.object({
    recipientName: z.string().nullable(), placeDescription: z.string(), number: z.string(), complement: z.string().nullable(),
    neighborhood: z.string(), city: z.string(), state: z.enum(UFS), cep: z.string(), withdrawalDates: z.array(z.string()),
  }).nullable(),
  /** A travel request's treatment location as requested (a registered one or a new address). */
  treatmentLocation: z.object({
    name: z.string(), cep: z.string(), placeDescription: z.string(), number: z.string(), complement: z.string().nullable(),
    neighborhood: z.string(), city: z.string(), state: z.string(),
  }).nullable(),
});
export type ProcedureDetail = z.infer<typeof procedureDetailSchema>;

/** `PUT /procedures/{procedureId}/status` (spec §7): approve the selected children, or reject. */
export const procedureDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  procedureIds: z.array(recordIdSchema).max(500).default([]),
  reason: z.string().trim().max(500).optional(),
});
export type ProcedureDecisionInput = z.input<typeof procedureDecisionSchema>;

/** Steps after approval, recorded by operations staff on one or more children. */
export const procedureProgressSchema = z.object({
  step: z.enum(PROGRESS_STEPS),
  childIds: z.array(recordIdSchema).min(1, { error: 'validation.minSelect' }).max(500),
  subStatus: z.enum(EXAM_SUB_STATUSES).optional(),
  reason: z.string().trim().max(500).optional(),
  /**
   * SCHEDULE only, and required there (400 procedureScheduleDateRequired): the São Paulo wall time
   * of the exam or collection, `yyyy-MM-ddTHH:mm`, and where it happens.
   */
  scheduledFor: z.string().regex(LOCAL_DATE_TIME, { error: 'validation.invalidDate' })
    .refine((v) => fromProgrammeLocal(v) !== null, { error: 'validation.invalidDate' }).optional(),
  place: z.string().trim().max(200).optional(),
});
export type ProcedureProgressInput = z.input<typeof procedureProgressSchema>;

export const procedureCountSchema = z.array(z.object({ type: procedureTypeSchema, count: z.number().int() }));
export const programIdParamSchema = z.object({ programId: recordIdSchema });

/** Manager dashboard: time from request to approval and to conclusion, per type, and who waits longest. */
const durationStats = z.object({ count: z.number().int(), medianHours: z.number().nullable(), p90Hours: z.number().nullable() });
export const timeToTherapySchema = z.object({
  windows: z.array(z.object({
    days: z.number().int(),
    rows: z.array(z.object({ type: procedureTypeSchema, toApproval: durationStats, toConclusion: durationStats })),
  })),
  waiting: z.array(z.object({
    id: z.number().int(), code: z.string(), type: procedureTypeSchema, status: procedureStatusSchema,
    createdAt: z.string(), waitingHours: z.number(), requester: z.string(),
  })),
});
export type TimeToTherapy = z.infer<typeof timeToTherapySchema>;

/**
 * `GET /patients/data-by-cpf/{cpf}/{programId}`: the patient data the programme keeps, for the CPF
 * pre-fill, under the spec's names (§7: patientName, patientBirthDate, patientPhone) and the two
 * the portal adds in the same style.
 */
export const patientDataByCpfParamsSchema = z.object({ cpf: z.string().regex(/^\d{11}$/), programId: recordIdSchema });
export const patientDataSchema = z.object({
  patientName: z.string(), patientBirthDate: z.string().nullable(), patientPhone: z.string().nullable(),
  patientEmail: z.string().nullable(), patientGender: z.string().nullable(),
}).nullable();
export type PatientData = z.infer<typeof patientDataSchema>;

export const procedureCreatedSchema = z.object({
  id: z.number().int(), code: z.string(), status: procedureStatusSchema,
  /** The success message key (spec §8: msg.successToRequestExams, or the CORREIOS one). */
  messageKey: z.string(),
});
export type ProcedureCreated = z.infer<typeof procedureCreatedSchema>;

/** The exams of a group as the signed-in doctor may request them: vouchers held and the §2 caption. */
export const examAvailabilityQuerySchema = z.object({ programId: recordIdSchema, examGroupId: recordIdSchema });
export const examAvailabilitySchema = z.array(z.object({
  examId: z.number().int(),
  vouchers: z.number().int(),
  availability: z.enum(EXAM_AVAILABILITIES),
  selectable: z.boolean(),
}));
export type ExamAvailabilityRow = z.infer<typeof examAvailabilitySchema>[number];
