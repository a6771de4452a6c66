import { z } from './zod-config.ts';
import { AID_FIELD_TYPES } from '../enums/index.ts';
import { requiredId, requiredText } from './catalog-fields.ts';
import { recordIdValue } from './common.ts';

/** Spec §3 aid fields: what a doctor ticks to ask for an aid (exam and travel requests). */
export const aidFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  fieldType: z.enum(AID_FIELD_TYPES),
  order: z.number().int(),
});
export type AidField = z.infer<typeof aidFieldSchema>;

/** An aid of an exam group or of a travel group (exactly one of the two ids is set). */
export const aidSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  examGroupId: z.number().int().nullable(),
  travelGroupId: z.number().int().nullable(),
  aidFields: z.array(aidFieldSchema),
});
export type Aid = z.infer<typeof aidSchema>;

const aidFieldFormSchema = z.object({
  /** An existing field keeps its id (requests name it); a new one has none. */
  id: recordIdValue.optional(),
  label: requiredText(200),
  fieldType: z.enum(AID_FIELD_TYPES).default('CHECKBOX'),
});

/** The aid form: its group, name and fields, saved together. */
export const aidFormSchema = z.object({
  examGroupId: requiredId.optional(),
  travelGroupId: requiredId.optional(),
  name: requiredText(150),
  aidFields: z.array(aidFieldFormSchema).max(30).default([]),
}).refine((a) => (a.examGroupId === undefined) !== (a.travelGroupId === undefined), {
  path: ['examGroupId'], message: 'validation.requiredSelect',
});
export type AidFormInput = z.input<typeof aidFormSchema>;
export type AidForm = z.infer<typeof aidFormSchema>;
