import { z } from './zod-config.ts';
import { USER_TYPES } from '../enums/index.ts';
import { recordIdValue } from './common.ts';

/** Usage policies a signed-in user must accept (spec §2: the terms dialog). */

/** `POST /program-usage-policies/get-program-policies-by-user-type`: the session user's pending terms. */
export const pendingPoliciesQuerySchema = z.object({ programId: recordIdValue, userType: z.enum(USER_TYPES) });

/** `POST /program-usage-policies/accept-policy`: the user accepts the listed terms of their programme. */
export const acceptPoliciesSchema = z.object({
  userId: recordIdValue,
  programUsagePoliciesIds: z.array(recordIdValue).min(1).max(100),
});
export type AcceptPoliciesInput = z.infer<typeof acceptPoliciesSchema>;
