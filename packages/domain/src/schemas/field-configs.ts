import { z } from './zod-config.ts';
import { CONFIG_GROUP_TYPES, FIELD_VIEW_TYPES, PATIENT_FIELDS, PROCEDURE_FIELD_TYPES } from '../enums/index.ts';
import { optionalText, requiredId, requiredText, toNumber } from './catalog-fields.ts';
import { optionalInt } from './config-fields.ts';
import { recordIdSchema } from './common.ts';

/**
 * Spec §3 Patient field config and Procedure field config of a group. A group is named by
 * `(groupType, groupId)`: an exam group, a travel group or a patient procedure.
 */
export const configGroupQuerySchema = z.object({ groupType: z.enum(CONFIG_GROUP_TYPES) });
export const configGroupParamsSchema = z.object({ groupId: recordIdSchema });

export const patientFieldConfigSchema = z.object({
  id: z.number().int(),
  field: z.enum(PATIENT_FIELDS),
  visible: z.boolean(),
  required: z.boolean(),
});
export type PatientFieldConfig = z.infer<typeof patientFieldConfigSchema>;

/** The whole patient-field set of a group, saved at once; a field left out is not shown. */
export const patientFieldConfigsFormSchema = z.object({
  fields: z.array(z.object({ field: z.enum(PATIENT_FIELDS), visible: z.boolean(), required: z.boolean() }))
    .max(PATIENT_FIELDS.length)
    .refine((rows) => new Set(rows.map((r) => r.field)).size === rows.length, { message: 'validation.invalidField' }),
});
export type PatientFieldConfigsForm = z.infer<typeof patientFieldConfigsFormSchema>;

export const procedureFieldConfigSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  fieldType: z.enum(PROCEDURE_FIELD_TYPES),
  /** Semicolon separated; for PATHOLOGYSELECT a leading `!` excludes that pathology. */
  options: z.string().nullable(),
  mask: z.string().nullable(),
  max: z.number().int().nullable(),
  /** A minimum length of the answer. */
  min: z.number().int().nullable(),
  order: z.number().int(),
  group: z.string().nullable(),
  active: z.boolean(),
  showAtBottom: z.boolean(),
  viewType: z.enum(FIELD_VIEW_TYPES),
  /** The answer the field must have (e.g. `true` for a YESNO that must be Sim). */
  requiredAnswers: z.string().nullable(),
});
export type ProcedureFieldConfig = z.infer<typeof procedureFieldConfigSchema>;

/** Types whose options list is what the doctor chooses from. */
const NEEDS_OPTIONS = new Set(['SELECT', 'MULTIPLESELECT']);

export const procedureFieldConfigFormSchema = z.object({
  groupType: z.enum(CONFIG_GROUP_TYPES),
  groupId: requiredId,
  name: z.string().trim().min(1).max(100).regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  label: requiredText(200),
  fieldType: z.enum(PROCEDURE_FIELD_TYPES, { error: 'validation.requiredSelect' }),
  options: optionalText(2000),
  mask: optionalText(50),
  max: optionalInt(0, 100_000),
  min: optionalInt(0, 100_000),
  order: z.preprocess(toNumber, z.number().int().min(0).max(10_000).default(0)),
  group: optionalText(100),
  active: z.boolean().default(true),
  showAtBottom: z.boolean().default(false),
  viewType: z.enum(FIELD_VIEW_TYPES).default('OPTIONAL'),
  requiredAnswers: optionalText(200),
}).superRefine((f, ctx) => {
  if (NEEDS_OPTIONS.has(f.fieldType) && !f.options) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.requiredField' });
  if (f.min !== undefined && f.max !== undefined && f.min > f.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.invalidField' });
});
export type ProcedureFieldConfigFormInput = z.input<typeof procedureFieldConfigFormSchema>;
export type ProcedureFieldConfigForm = z.infer<typeof procedureFieldConfigFormSchema>;
