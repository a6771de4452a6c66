import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
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
}, (t) => [index('patient_procedures_product_idx').on(t.productId)]);

export const followups = pgTable('followups', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  slug: text('slug'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('followups_program_idx').on(t.programId),
  index('followups_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const examGroups = pgTable('exam_groups', {
  id: id(),
  followupId: integer('followup_id').notNull().references(() => followups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('exam_groups_followup_idx').on(t.followupId)]);

export const exams = pgTable('exams', {
  id: id(),
  examGroupId: integer('exam_group_id').notNull().references(() => examGroups.id, { onDelete: 'restrict' }),
  examTypeName: text('exam_type_name').notNull(),
  required: boolean('required').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('exams_group_idx').on(t.examGroupId)]);

export const supplyGroups = pgTable('supply_groups', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [index('supply_groups_program_idx').on(t.programId)]);

export const supplies = pgTable('supplies', {
  id: id(),
  supplyGroupId: integer('supply_group_id').notNull().references(() => supplyGroups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  maxQuantityPerRequest: integer('max_quantity_per_request').notNull().default(1),
  createdAt: createdAt(),
}, (t) => [index('supplies_group_idx').on(t.supplyGroupId)]);

export const travelGroups = pgTable('travel_groups', {
  id: id(),
  followupId: integer('followup_id').notNull().references(() => followups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  treatmentLocationLabel: text('treatment_location_label'),
  showOtherOptionForTreatmentLocation: boolean('show_other_option_for_treatment_location').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('travel_groups_followup_idx').on(t.followupId)]);

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
