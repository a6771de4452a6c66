import { z } from './zod-config.ts';
import { requiredId, requiredText } from './catalog-fields.ts';
import { pageQuerySchema, recordIdSchema } from './common.ts';
import { configPageQueryFields, namedRefSchema } from './config-fields.ts';

/** A patient procedure of a product, as the register lists it. */
export const patientProcedureRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  product: namedRefSchema,
});
export type PatientProcedureRow = z.infer<typeof patientProcedureRowSchema>;

export const patientProcedureFormSchema = z.object({ productId: requiredId, name: requiredText(150) });
export type PatientProcedureFormInput = z.input<typeof patientProcedureFormSchema>;
export type PatientProcedureForm = z.infer<typeof patientProcedureFormSchema>;

export const patientProcedurePageQuerySchema = pageQuerySchema.extend({
  ...configPageQueryFields,
  productId: recordIdSchema.optional(),
});
