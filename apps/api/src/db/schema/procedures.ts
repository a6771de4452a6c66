import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AgreementType, AuthorizerInfo, ProcedureChildType, DisplayProcedureStatus, ExamSubStatus, Gender, LogisticType, NewTreatmentLocation,
  ProcedureStatus, ProcedureType, ResultType, WithdrawalAddressInput,
} from '@portal/domain';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { examGroups, exams, followups, patientProcedures, presentations, products, supplies, travelGroups, treatmentLocations } from './catalog.ts';
import { aids, institutions } from './program-config.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/**
 * A programme's patients, stored once per programme and CPF and reused by every request (the CPF
 * pre-fill reads it; a later request updates it). Fields beyond the core ones are in `details`.
 */
export const patients = pgTable('patients', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  cpf: text('cpf').notNull(),
  name: text('name'),
  /** The name lower-cased, kept by the database: what a search by name matches (decision 0107). */
  nameSearch: text('name_search').generatedAlwaysAs(sql`lower(name)`),
  birthDate: date('birth_date', { mode: 'string' }),
  phone: text('phone'),
  email: text('email'),
  gender: text('gender').$type<Gender>(),
  /** rg, phone2, phone3, cep, initials, caregiverName, state, city and the contact consents. */
  details: jsonb('details').$type<Record<string, string | boolean>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('patients_program_cpf_unique').on(t.programId, t.cpf),
  index('patients_name_search_trgm').using('gin', sql`${t.nameSearch} gin_trgm_ops`).with({ fastupdate: false }),
]);

/** The step timestamps of spec §3 Procedure, on the procedure and on each child. */
const stepStamps = () => ({
  approvedAt: timestampTz('approved_at'),
  scheduledAt: timestampTz('scheduled_at'),
  collectedAt: timestampTz('collected_at'),
  receivedAt: timestampTz('received_at'),
  concludedAt: timestampTz('concluded_at'),
  canceledAt: timestampTz('canceled_at'),
});

/**
 * Spec §3 Procedure: one request of a doctor, of any type. `code` is unique and unguessable (the
 * patient's public link uses it). The group and item columns used depend on the type.
 */
export const procedures = pgTable('procedures', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  type: text('type').$type<ProcedureType>().notNull(),
  status: text('status').$type<ProcedureStatus>().notNull().default('OPEN'),
  /**
   * The status the lists show and filter by: `displayStatus` (PARTIAL included) of the stored
   * status and the children, kept by every write that changes a child (a new request is OPEN).
   */
  displayStatus: text('display_status').$type<DisplayProcedureStatus>().notNull().default('OPEN'),
  code: text('code').notNull(),
  createdById: integer('created_by_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  patientId: integer('patient_id').references(() => patients.id, { onDelete: 'restrict' }),
  followupId: integer('followup_id').references(() => followups.id, { onDelete: 'restrict' }),
  examGroupId: integer('exam_group_id').references(() => examGroups.id, { onDelete: 'restrict' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
  presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'restrict' }),
  patientProcedureId: integer('patient_procedure_id').references(() => patientProcedures.id, { onDelete: 'restrict' }),
  institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'restrict' }),
  /** Some child is paid by the programme, not a voucher: only an admin or sysadmin decides (spec §6). */
  needsProgrammeApproval: boolean('needs_programme_approval').notNull().default(false),
  agreementType: text('agreement_type').$type<AgreementType>(),
  /** The uploaded signed term in the file store, when the agreement is a FILE. */
  agreementStorageKey: text('agreement_storage_key'),
  logisticType: text('logistic_type').$type<LogisticType>(),
  /** The sample-withdrawal or delivery address; a kit's also names the recipient's CPF and the e-mail. */
  address: jsonb('address').$type<WithdrawalAddressInput & { recipientCpf?: string | undefined; email?: string | undefined }>(),
  /** The units a SUPPLY request asks for (null for the other types). */
  quantity: integer('quantity'),
  fieldAnswers: jsonb('field_answers').$type<Record<string, unknown>>().notNull().default({}),
  aidFieldIds: integer('aid_field_ids').array().notNull().default(sql`'{}'::integer[]`),
  instructions: text('instructions'),
  reversePostageCode: text('reverse_postage_code'),
  approvedById: integer('approved_by_id').references(() => users.id, { onDelete: 'restrict' }),
  rejectionReason: text('rejection_reason'),
  cancelationReason: text('cancelation_reason'),
  ...stepStamps(),
  /** The `Idempotency-Key` the request was created with: a repeat answers this procedure. */
  idempotencyKey: text('idempotency_key'),
  /** A hash of the body that key came with: the same key with another body is refused (null on older rows). */
  idempotencyFingerprint: text('idempotency_fingerprint'),
  // Travel requests: the travel group, the chosen location (none for OTHER) and the location as requested.
  travelGroupId: integer('travel_group_id').references(() => travelGroups.id, { onDelete: 'restrict' }),
  treatmentLocationId: integer('treatment_location_id').references(() => treatmentLocations.id, { onDelete: 'restrict' }),
  treatmentLocation: jsonb('treatment_location').$type<NewTreatmentLocation>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('procedures_code_unique').on(t.code),
  uniqueIndex('procedures_idempotency_unique').on(t.createdById, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  // The dashboard: who waits longest (oldest OPEN or APPROVED first), and the recent approvals and conclusions.
  index('procedures_waiting_idx').on(t.programId, t.createdAt).where(sql`${t.status} in ('OPEN', 'APPROVED')`),
  index('procedures_program_approved_idx').on(t.programId, t.approvedAt).where(sql`${t.approvedAt} is not null`),
  index('procedures_program_concluded_idx').on(t.programId, t.concludedAt).where(sql`${t.concludedAt} is not null`),
  index('procedures_program_type_created_idx').on(t.programId, t.type, t.createdAt),
  index('procedures_created_by_idx').on(t.createdById, t.type, t.createdAt),
  // A field viewer's lists and queue read each team member's requests in order from these and
  // merge them, so the work follows the team, not the programme (docs/decisions/0070-request-reads-follow-the-team.md).
  index('procedures_program_requester_type_created_idx').on(t.programId, t.createdById, t.type, t.createdAt),
  index('procedures_open_requester_created_idx').on(t.programId, t.createdById, t.createdAt).where(sql`${t.status} = 'OPEN'`),
  // A patient's requests of one type in one programme (the lists' search by patient name); with the
  // id, the search's capped count reads the index only (docs/decisions/0023-search-plans.md).
  index('procedures_patient_idx').on(t.patientId, t.type, t.programId, t.id),
  // A patient's first request, whose requester the record came from (decision 0041): read per row
  // of a list or an export, so one index probe rather than a sort of all the patient's requests.
  // Migration 0046 adds INCLUDE (program_id, created_by_id, type), which Drizzle cannot express: the
  // global search tests the viewer's reach on a patient's requests from the index alone (decision 0095).
  index('procedures_patient_first_idx').on(t.patientId, t.id),
  // The lists' filters, each with the default order (newest first) so a page stops early.
  index('procedures_program_type_status_created_idx').on(t.programId, t.type, t.displayStatus, t.createdAt),
  index('procedures_followup_created_idx').on(t.followupId, t.type, t.createdAt),
  index('procedures_exam_group_created_idx').on(t.examGroupId, t.type, t.createdAt),
  index('procedures_program_type_code_idx').on(t.programId, t.type, t.code),
  index('procedures_code_trgm').using('gin', sql`${t.code} gin_trgm_ops`).with({ fastupdate: false }),
  index('procedures_travel_patient_idx').on(t.patientId, t.followupId).where(sql`${t.type} = 'TRAVEL'`),
]);

/**
 * How many requests each requester has of each type and displayed status in a programme, kept by
 * statement triggers on `procedures` (migration 0042): the dashboard's counts add these rows up
 * instead of reading every request, so they cost what the team is, not what the programme holds
 * (decision 0089). Only the triggers write it.
 */
export const procedureCounts = pgTable('procedure_counts', {
  programId: integer('program_id').notNull(),
  createdById: integer('created_by_id').notNull(),
  type: text('type').$type<ProcedureType>().notNull(),
  displayStatus: text('display_status').$type<DisplayProcedureStatus>().notNull(),
  count: integer('count').notNull(),
}, (t) => [
  primaryKey({ name: 'procedure_counts_pkey', columns: [t.programId, t.createdById, t.type, t.displayStatus] }),
]);

/**
 * Which requesters have requests of which type for each patient of a programme: one row per
 * (patient, programme, requester, type) that at least one request holds, kept by statement triggers
 * on `procedures` (migration 0050). The global search asks it whether a patient has a request the
 * viewer reaches (a patient has a few rows here, where they have dozens of requests), so a search
 * costs what the matching names are, not what the programme holds (decision 0110). Only the
 * triggers write it.
 */
export const patientRequesters = pgTable('patient_requesters', {
  patientId: integer('patient_id').notNull(),
  programId: integer('program_id').notNull(),
  createdById: integer('created_by_id').notNull(),
  type: text('type').$type<ProcedureType>().notNull(),
}, (t) => [
  primaryKey({ name: 'patient_requesters_pkey', columns: [t.patientId, t.programId, t.createdById, t.type] }),
]);

/** Spec §3 Procedure children: one per exam, supply, aid or released medicine of a request, each with its own code and status. */
export const procedureChildren = pgTable('procedure_children', {
  id: id(),
  procedureId: integer('procedure_id').notNull().references(() => procedures.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  type: text('type').$type<ProcedureChildType>().notNull(),
  examId: integer('exam_id').references(() => exams.id, { onDelete: 'restrict' }),
  supplyId: integer('supply_id').references(() => supplies.id, { onDelete: 'restrict' }),
  aidId: integer('aid_id').references(() => aids.id, { onDelete: 'restrict' }),
  /** A first-medicine release: the presentation released (its voucher paid). */
  presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'restrict' }),
  /** The patient procedure a PATIENT_PROCEDURE request asks for (its one child, paid by a unit of stock). */
  patientProcedureId: integer('patient_procedure_id').references(() => patientProcedures.id, { onDelete: 'restrict' }),
  institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'restrict' }),
  status: text('status').$type<ProcedureStatus>().notNull().default('OPEN'),
  subStatus: text('sub_status').$type<ExamSubStatus>(),
  /** A voucher of the requester paid for it (and returns if it is rejected or canceled). */
  paidByVoucher: boolean('paid_by_voucher').notNull().default(false),
  reason: text('reason'),
  authorizerInfo: jsonb('authorizer_info').$type<AuthorizerInfo>(),
  ...stepStamps(),
  /** The scheduled exam or collection: the instant (shown in São Paulo time) and the place. */
  appointmentAt: timestampTz('appointment_at'),
  appointmentPlace: text('appointment_place'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('procedure_children_code_unique').on(t.code),
  index('procedure_children_procedure_idx').on(t.procedureId),
  // The lists' "scheduled between" filter.
  index('procedure_children_appointment_idx').on(t.appointmentAt, t.procedureId).where(sql`${t.appointmentAt} is not null`),
  check('procedure_children_one_item', sql`num_nonnulls(${t.examId}, ${t.supplyId}, ${t.aidId}, ${t.presentationId}, ${t.patientProcedureId}) = 1`),
]);

/** Spec §3 eligibility results: the outcome of the availability rule per item at request time. */
export const procedureEligibilityResults = pgTable('procedure_eligibility_results', {
  id: id(),
  procedureId: integer('procedure_id').notNull().references(() => procedures.id, { onDelete: 'cascade' }),
  childId: integer('child_id').references(() => procedureChildren.id, { onDelete: 'cascade' }),
  result: text('result').$type<ResultType>().notNull(),
  /** A catalogue key (`eligibility.*`) or the external system's text. */
  description: text('description').notNull(),
}, (t) => [index('procedure_eligibility_results_procedure_idx').on(t.procedureId)]);
