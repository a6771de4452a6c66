import { z } from './zod-config.ts';
import { FREQUENCIES } from '../enums/index.ts';
import { optionalText, requiredId, requiredText } from './catalog-fields.ts';

/** Spec §3 Followup. */
export const followupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  active: z.boolean(),
  programId: z.number().int(),
  /** Spec §3 Frequencies (fortnightly, monthly); null when the follow-up has none. */
  frequency: z.enum(FREQUENCIES).nullable(),
});
export type Followup = z.infer<typeof followupSchema>;

/** Followup form {name, slug}. */
export const followupFormSchema = z.object({
  programId: requiredId,
  name: requiredText(150),
  slug: optionalText(100).pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.invalidSlug' }).optional()),
  active: z.boolean().default(true),
  /** Blank: no frequency. */
  frequency: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(FREQUENCIES).optional()),
});
export type FollowupFormInput = z.input<typeof followupFormSchema>;
export type FollowupForm = z.infer<typeof followupFormSchema>;

export const examGroupSummarySchema = z.object({ id: z.number().int(), name: z.string(), followupId: z.number().int() });
export type ExamGroupSummary = z.infer<typeof examGroupSummarySchema>;

/** Spec §3 Travel group (aids come with the travel request screen). */
export const travelGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  treatmentLocationLabel: z.string().nullable(),
  showOtherOptionForTreatmentLocation: z.boolean(),
  eligibilityMessage: z.string().nullable(),
  followup: z.object({ id: z.number().int(), name: z.string() }),
});
export type TravelGroup = z.infer<typeof travelGroupSchema>;
