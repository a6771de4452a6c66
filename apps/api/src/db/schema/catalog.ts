import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Frequency, RecipientType } from '@portal/domain';
import { addressColumns, createdAt, id, updatedAt } from './columns.ts';
import { programs } from './programs.ts';

/**
 * Programme catalogue: products and what hangs off them. Foreign keys default to RESTRICT so a
 * linked row cannot be deleted; the API maps the violation to the spec's "linked" error codes.
 */
export const products = pgTable('products', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  wsAcessoPathologyCode: integer('ws_acesso_pathology_code'),
  allowExamRequests: boolean('allow_exam_requests').notNull().default(false),
  activeIngredients: text('active_ingredients'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('products_program_idx').on(t.programId),
  index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const presentations = pgTable('presentations', {
  id: id(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  ean: text('ean'),
  wsAcessoCode: text('ws_acesso_code'),
  discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('presentations_product_idx').on(t.productId),
  index('presentations_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const patientProcedures = pgTable('patient_procedures', {
  id: id(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('patient_procedures_product_idx').on(t.productId)]);

export const followups = pgTable('followups', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  slug: text('slug'),
  active: boolean('active').notNull().default(true),
  /** Spec §3 Frequencies: fortnightly or monthly; null when none was set. */
  frequency: text('frequency').$type<Frequency>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('followups_program_idx').on(t.programId),
  index('followups_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

/** Recipient types as a text array (spec §3 "comma list"). */
const recipientTypes = (name: string) => text(name).array().$type<RecipientType[]>().notNull();

/** Spec §3 Exam group: what an exam request of the group asks for, and which timeline dates it shows. */
export const examGroups = pgTable('exam_groups', {
  id: id(),
  followupId: integer('followup_id').notNull().references(() => followups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  requiresSampleWithdrawal: boolean('requires_sample_withdrawal').notNull().default(false),
  requiredAddress: boolean('required_address').notNull().default(false),
  requiredPersonalInformation: boolean('required_personal_information').notNull().default(false),
  requiredProduct: boolean('required_product').notNull().default(false),
  requirePatientAgreement: boolean('require_patient_agreement').notNull().default(false),
  patientAgreementUrl: text('patient_agreement_url'),
  showUnselectedExamsWarning: boolean('show_unselected_exams_warning').notNull().default(false),
  canRequestWithoutInventory: boolean('can_request_without_inventory').notNull().default(false),
  requireApprovalWithoutInventory: boolean('require_approval_without_inventory').notNull().default(false),
  daysAfterForSampleWithdrawal: integer('days_after_for_sample_withdrawal').notNull().default(2),
  sampleWithdrawalRecipientTypes: recipientTypes('sample_withdrawal_recipient_types').default(sql`'{}'::text[]`),
  sampleWithdrawalRecipientLabel: text('sample_withdrawal_recipient_label'),
  warningRequestExam: text('warning_request_exam'),
  /** Shown instead of err.eligibilityRejected when a request in this group is refused for eligibility (decision 0079). */
  eligibilityMessage: text('eligibility_message'),
  showCreatedAt: boolean('show_created_at').notNull().default(true),
  showApprovedAt: boolean('show_approved_at').notNull().default(true),
  showScheduledAt: boolean('show_scheduled_at').notNull().default(true),
  showCollectedAt: boolean('show_collected_at').notNull().default(true),
  showReceivedAt: boolean('show_received_at').notNull().default(true),
  showConcludedAt: boolean('show_concluded_at').notNull().default(true),
  showCanceledAt: boolean('show_canceled_at').notNull().default(true),
  showInventory: boolean('show_inventory').notNull().default(true),
  showAuthorizerConsultInfo: boolean('show_authorizer_consult_info').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('exam_groups_followup_idx').on(t.followupId),
  index('exam_groups_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const exams = pgTable('exams', {
  id: id(),
  examGroupId: integer('exam_group_id').notNull().references(() => examGroups.id, { onDelete: 'restrict' }),
  examTypeName: text('exam_type_name').notNull(),
  required: boolean('required').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('exams_group_idx').on(t.examGroupId)]);

export const supplyGroups = pgTable('supply_groups', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('supply_groups_program_idx').on(t.programId),
  index('supply_groups_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const supplies = pgTable('supplies', {
  id: id(),
  supplyGroupId: integer('supply_group_id').notNull().references(() => supplyGroups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  /** Null: no maximum per request. */
  maxQuantityPerRequest: integer('max_quantity_per_request'),
  recipientTypes: recipientTypes('recipient_types').default(sql`'{PATIENT,CLINIC}'::text[]`),
  showFieldCpfRequester: boolean('show_field_cpf_requester').notNull().default(false),
  showFieldRecipientTypes: boolean('show_field_recipient_types').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('supplies_group_idx').on(t.supplyGroupId)]);

export const travelGroups = pgTable('travel_groups', {
  id: id(),
  followupId: integer('followup_id').notNull().references(() => followups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  treatmentLocationLabel: text('treatment_location_label'),
  showOtherOptionForTreatmentLocation: boolean('show_other_option_for_treatment_location').notNull().default(false),
  /** Shown instead of err.eligibilityRejectedTravel when a request in this group is refused (decision 0079). */
  eligibilityMessage: text('eligibility_message'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // A follow-up has at most one travel group (spec §7 GET /followups/{followupId}/travel-group).
  uniqueIndex('travel_groups_followup_unique').on(t.followupId),
]);

export const treatmentLocations = pgTable('treatment_locations', {
  id: id(),
  travelGroupId: integer('travel_group_id').notNull().references(() => travelGroups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  ...addressColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('treatment_locations_group_idx').on(t.travelGroupId),
  index('treatment_locations_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);
