import { z } from './zod-config.ts';
import { UFS } from '../enums/index.ts';
import { recordIdSchema, MAX_RECORD_ID } from './common.ts';

/** Spec §3 Medicine of the discount service: a product line and its name. */
export const medicineSchema = z.object({ lineId: z.number().int(), name: z.string() });
export type Medicine = z.infer<typeof medicineSchema>;

/** One band of boxes bought and its discount, in percent (shown as "N% OFF"). */
export const discountRangeSchema = z.object({
  boxesFrom: z.number().int(),
  boxesTo: z.number().int().nullable(),
  discountPercentage: z.number(),
});
export type DiscountRange = z.infer<typeof discountRangeSchema>;

export const discountRuleSchema = z.object({
  ruleName: z.string(),
  ruleId: z.number().int(),
  productDescription: z.string(),
  ranges: z.array(discountRangeSchema),
});
export type DiscountRule = z.infer<typeof discountRuleSchema>;

/** Spec §3 Discount: a medicine family's rules in one state. */
export const discountSchema = z.object({
  name: z.string(),
  familyDescription: z.string(),
  rules: z.array(discountRuleSchema),
});
export type Discount = z.infer<typeof discountSchema>;

const externalId = recordIdSchema;
const uf = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(UFS));

export const medicinesParamsSchema = z.object({ programId: externalId });
export const discountsParamsSchema = z.object({ programId: externalId, familyId: externalId, uf });

/** Spec §5 Discounts: both selects are required, each with its own message (an unchosen select is empty). */
export const discountSearchSchema = z.object({
  lineId: z.preprocess((v) => v ?? undefined, z.number({ error: 'validation.discountMedicineRequired' }).int().positive({ error: 'validation.discountMedicineRequired' }).max(MAX_RECORD_ID)),
  uf: z.preprocess((v) => v || undefined, z.enum(UFS, { error: 'validation.discountStateRequired' })),
});
export type DiscountSearch = z.output<typeof discountSearchSchema>;
