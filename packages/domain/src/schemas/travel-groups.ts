import { z } from './zod-config.ts';
import { ELIGIBILITY_MESSAGE_MAX, idListQuery, optionalText, requiredId, requiredText } from './catalog-fields.ts';
import { aidSchema } from './aids.ts';
import { pageQuerySchema } from './common.ts';
import { configPageQueryFields, namedRefSchema } from './config-fields.ts';
import { followupSchema, travelGroupSchema } from './followups.ts';

/** Spec §3 Travel group with its aids (the travel request reads it through its follow-up). */
export const travelGroupDetailSchema = travelGroupSchema.extend({ aids: z.array(aidSchema) });
export type TravelGroupDetail = z.infer<typeof travelGroupDetailSchema>;

export const travelGroupFormSchema = z.object({
  followupId: requiredId,
  name: requiredText(150),
  treatmentLocationLabel: optionalText(150),
  showOtherOptionForTreatmentLocation: z.boolean().default(false),
  /** The group's own refusal text for eligibilityRejectedTravel (decision 0079). */
  eligibilityMessage: optionalText(ELIGIBILITY_MESSAGE_MAX),
});
export type TravelGroupFormInput = z.input<typeof travelGroupFormSchema>;
export type TravelGroupForm = z.infer<typeof travelGroupFormSchema>;

export const travelGroupPageQuerySchema = pageQuerySchema.extend({ ...configPageQueryFields, followupIds: idListQuery.optional() });

/** `GET /programs/{programId}/followupForTravels`: the follow-ups a travel can be requested for. */
export const followupForTravelSchema = followupSchema.extend({ travelGroup: namedRefSchema });
export type FollowupForTravel = z.infer<typeof followupForTravelSchema>;
