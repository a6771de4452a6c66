import { z } from './zod-config.ts';

/** Approving a doctor who signed up (spec §2: a new doctor waits for approval). */

export const approveUserSchema = z.object({ approved: z.literal(true) });
export const approveUserResponseSchema = z.object({ id: z.number().int(), approved: z.boolean() });
