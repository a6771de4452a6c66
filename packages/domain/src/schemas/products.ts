import { z } from './zod-config.ts';
import { optionalText, toNumber, requiredId, requiredText } from './catalog-fields.ts';

/** Spec §3 Product. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  wsAcessoPathologyCode: z.number().int().nullable(),
  allowExamRequests: z.boolean(),
  activeIngredients: z.string().nullable(),
  programId: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const productFormSchema = z.object({
  programId: requiredId,
  name: requiredText(150),
  wsAcessoPathologyCode: z.preprocess(toNumber, z.number().int().min(0).max(2_147_483_647).optional()),
  allowExamRequests: z.boolean().default(false),
  activeIngredients: optionalText(500),
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.infer<typeof productFormSchema>;

/** A patient procedure offered for a product. */
export const patientProcedureSchema = z.object({ id: z.number().int(), name: z.string(), productId: z.number().int() });
export type PatientProcedure = z.infer<typeof patientProcedureSchema>;
