import { z } from './zod-config.ts';
import { optionalText, requiredId, requiredText } from './catalog-fields.ts';
import { idListQuery } from './catalog-fields.ts';
import { storedAddressShape } from './shared-fields.ts';
import { UFS } from '../enums/index.ts';
import { recordIdSchema } from './common.ts';

/** A Brazilian state (UF) as a select sends it; anything else ('Xx') is refused. */
const ufField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(UFS, { error: (issue) => (issue.input === '' || issue.input === undefined ? 'validation.requiredSelect' : 'validation.invalidField') }),
);

/** Spec §3 Treatment location. */
export const treatmentLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...storedAddressShape,
  travelGroupId: z.number().int(),
  followupId: z.number().int(),
  travelGroup: z.object({ id: z.number().int(), name: z.string(), followup: z.object({ id: z.number().int(), name: z.string() }) }),
});
export type TreatmentLocation = z.infer<typeof treatmentLocationSchema>;

/** Spec §5 treatment location limits: 150, 20, 50 (optional complement), 50, 50, cep 9; the state a UF. */
export const treatmentLocationFormSchema = z.object({
  travelGroupId: requiredId,
  name: requiredText(150),
  cep: requiredText(9).pipe(z.string().regex(/^\d{5}-?\d{3}$/, { error: 'validation.invalidField' })),
  placeDescription: requiredText(150),
  number: requiredText(20),
  complement: optionalText(50),
  neighborhood: requiredText(50),
  city: requiredText(50),
  state: ufField,
});
export type TreatmentLocationFormInput = z.input<typeof treatmentLocationFormSchema>;
export type TreatmentLocationForm = z.infer<typeof treatmentLocationFormSchema>;

export const treatmentLocationPageQuerySchema = z.object({
  programId: recordIdSchema,
  followupIds: idListQuery.optional(),
});
