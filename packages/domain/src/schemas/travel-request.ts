import { z } from './zod-config.ts';
import { recordIdSchema } from './common.ts';
import { fieldAnswerSchema, requestPatientSchema } from './request-patient.ts';
import { treatmentLocationFormSchema } from './treatment-locations.ts';

/**
 * Spec §3 Travel request, §5 Travel: the `POST /procedures` body of type TRAVEL. The rules that
 * depend on the travel group (its aids, field configs and locations) are `travelRequestIssues`.
 */

/** The treatment location choice meaning "a new address" (spec §2: the optional OTHER option). */
export const OTHER_TREATMENT_LOCATION = 'OTHER';

/** A new treatment location typed on the request (spec §5 limits: 150, 20, 50 optional complement, 50, 50, 50, cep 9). */
export const newTreatmentLocationSchema = treatmentLocationFormSchema.omit({ travelGroupId: true });
export type NewTreatmentLocation = z.infer<typeof newTreatmentLocationSchema>;

export const travelRequestSchema = z.object({
  type: z.literal('TRAVEL'),
  programId: recordIdSchema,
  followupId: recordIdSchema,
  /** The travel group of the follow-up. */
  groupId: recordIdSchema,
  /** The chosen aids (spec §5: at least one, each with all its aid fields ticked). */
  itemIds: z.array(recordIdSchema).max(50).default([]),
  /** Ticked aid field ids. */
  aidFields: z.array(recordIdSchema).max(200).default([]),
  procedureFieldsAnswers: z.record(z.string().max(100), fieldAnswerSchema).default({}),
  patient: requestPatientSchema,
  treatmentLocationId: z.union([z.literal(OTHER_TREATMENT_LOCATION), recordIdSchema], { error: 'validation.requiredSelect' }).optional(),
  /** The new location, read only when `treatmentLocationId` is OTHER. */
  treatmentLocation: newTreatmentLocationSchema.optional(),
}).superRefine((input, ctx) => {
  if (input.treatmentLocationId === OTHER_TREATMENT_LOCATION && !input.treatmentLocation) {
    ctx.addIssue({ code: 'custom', path: ['treatmentLocation', 'name'], message: 'validation.requiredField' });
  }
});
export type TravelRequestInput = z.input<typeof travelRequestSchema>;
export type TravelRequest = z.infer<typeof travelRequestSchema>;
