import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AidFieldType, FieldViewType, PatientField, ProcedureFieldType } from '@portal/domain';
import { createdAt, id, updatedAt } from './columns.ts';
import { examGroups, exams, patientProcedures, supplies, travelGroups } from './catalog.ts';
import { programs } from './programs.ts';

/**
 * Programme configuration beyond the catalogue: institutions (laboratories) and what they serve,
 * aids with their fields, and the patient and procedure fields each group asks for.
 *
 * Aids and field configs belong to one group of several kinds. Each has one nullable foreign key
 * per kind and a check that exactly one is set, so the database keeps every row tied to a real
 * group (and, through it, to a programme). The API names a group by `(groupType, groupId)`
 * (docs/decisions/0012-config-group-key.md).
 */
export const institutions = pgTable('institutions', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  /** The agreement template of this institution; null uses the programme's default. */
  agreementFilePath: text('agreement_file_path'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('institutions_program_idx').on(t.programId),
  index('institutions_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

/** Links: removing the owner (group, exam, supply) drops them; an institution or supply in use is kept. */
export const examGroupInstitutions = pgTable('exam_group_institutions', {
  examGroupId: integer('exam_group_id').notNull().references(() => examGroups.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull().references(() => institutions.id, { onDelete: 'restrict' }),
}, (t) => [primaryKey({ columns: [t.examGroupId, t.institutionId] }), index('exam_group_institutions_institution_idx').on(t.institutionId)]);

export const examInstitutions = pgTable('exam_institutions', {
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull().references(() => institutions.id, { onDelete: 'restrict' }),
}, (t) => [primaryKey({ columns: [t.examId, t.institutionId] }), index('exam_institutions_institution_idx').on(t.institutionId)]);

export const examSupplies = pgTable('exam_supplies', {
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
  supplyId: integer('supply_id').notNull().references(() => supplies.id, { onDelete: 'restrict' }),
}, (t) => [primaryKey({ columns: [t.examId, t.supplyId] }), index('exam_supplies_supply_idx').on(t.supplyId)]);

export const supplyInstitutions = pgTable('supply_institutions', {
  supplyId: integer('supply_id').notNull().references(() => supplies.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull().references(() => institutions.id, { onDelete: 'restrict' }),
}, (t) => [primaryKey({ columns: [t.supplyId, t.institutionId] }), index('supply_institutions_institution_idx').on(t.institutionId)]);

/** Spec §3 aids of an exam group or a travel group; a group with aids cannot be deleted. */
export const aids = pgTable('aids', {
  id: id(),
  examGroupId: integer('exam_group_id').references(() => examGroups.id, { onDelete: 'restrict' }),
  travelGroupId: integer('travel_group_id').references(() => travelGroups.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('aids_exam_group_idx').on(t.examGroupId),
  index('aids_travel_group_idx').on(t.travelGroupId),
  check('aids_one_group', sql`num_nonnulls(${t.examGroupId}, ${t.travelGroupId}) = 1`),
]);

export const aidFields = pgTable('aid_fields', {
  id: id(),
  aidId: integer('aid_id').notNull().references(() => aids.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  fieldType: text('field_type').$type<AidFieldType>().notNull().default('CHECKBOX'),
  order: integer('sort_order').notNull().default(0),
}, (t) => [index('aid_fields_aid_idx').on(t.aidId)]);

/** The owner of a field config: one exam group, travel group or patient procedure; removing it removes its fields. */
const groupOwner = () => ({
  examGroupId: integer('exam_group_id').references(() => examGroups.id, { onDelete: 'cascade' }),
  travelGroupId: integer('travel_group_id').references(() => travelGroups.id, { onDelete: 'cascade' }),
  patientProcedureId: integer('patient_procedure_id').references(() => patientProcedures.id, { onDelete: 'cascade' }),
});

export const patientFieldConfigs = pgTable('patient_field_configs', {
  id: id(),
  ...groupOwner(),
  field: text('field').$type<PatientField>().notNull(),
  visible: boolean('visible').notNull().default(true),
  required: boolean('required').notNull().default(false),
}, (t) => [
  uniqueIndex('patient_field_configs_exam_group_unique').on(t.examGroupId, t.field),
  uniqueIndex('patient_field_configs_travel_group_unique').on(t.travelGroupId, t.field),
  uniqueIndex('patient_field_configs_procedure_unique').on(t.patientProcedureId, t.field),
  check('patient_field_configs_one_group', sql`num_nonnulls(${t.examGroupId}, ${t.travelGroupId}, ${t.patientProcedureId}) = 1`),
]);

export const procedureFieldConfigs = pgTable('procedure_field_configs', {
  id: id(),
  ...groupOwner(),
  name: text('name').notNull(),
  label: text('label').notNull(),
  fieldType: text('field_type').$type<ProcedureFieldType>().notNull(),
  options: text('options'),
  mask: text('mask'),
  max: integer('max'),
  min: integer('min'),
  order: integer('sort_order').notNull().default(0),
  group: text('field_group'),
  active: boolean('active').notNull().default(true),
  showAtBottom: boolean('show_at_bottom').notNull().default(false),
  viewType: text('view_type').$type<FieldViewType>().notNull().default('OPTIONAL'),
  requiredAnswers: text('required_answers'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('procedure_field_configs_exam_group_unique').on(t.examGroupId, t.name),
  uniqueIndex('procedure_field_configs_travel_group_unique').on(t.travelGroupId, t.name),
  uniqueIndex('procedure_field_configs_procedure_unique').on(t.patientProcedureId, t.name),
  check('procedure_field_configs_one_group', sql`num_nonnulls(${t.examGroupId}, ${t.travelGroupId}, ${t.patientProcedureId}) = 1`),
]);
