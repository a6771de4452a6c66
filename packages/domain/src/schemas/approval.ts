import { z } from './zod-config.ts';
import { COUNCIL_STATUSES } from '../rules/council-registration.ts';

/** Approving a doctor who signed up (spec §2: a new doctor waits for approval). */

export const approveUserSchema = z.object({ approved: z.literal(true) });
export const approveUserResponseSchema = z.object({
  id: z.number().int(),
  approved: z.boolean(),
  /** A doctor's registration as the medical council answered at approval; UNVERIFIED when it could not (decision 0055). */
  councilStatus: z.enum(COUNCIL_STATUSES).optional(),
});
