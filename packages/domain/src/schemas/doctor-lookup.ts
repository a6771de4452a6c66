import { z } from './zod-config.ts';
import { crmSchema, ufSchema } from './person-fields.ts';
import { recordIdSchema } from './common.ts';

/** Finding a doctor by CRM and state: signup step 0 and /recover-login (spec §2). */

export const doctorSearchSchema = z.object({ crm: crmSchema, uf: ufSchema });
export type DoctorSearchInput = z.infer<typeof doctorSearchSchema>;
export type DoctorSearchFormValues = z.input<typeof doctorSearchSchema>;

export const doctorLookupParamsSchema = z.object({ uf: z.string().max(2), crm: z.string().max(20) });
export const doctorLookupQuerySchema = z.object({
  signup: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  programId: recordIdSchema.optional(),
});

/**
 * `GET /doctors/{uf}/{crm}?signup=true&programId=`: only what the signup form needs — whether the
 * CRM already has an account (the shortened form) and the normalised CRM and state. The doctor's
 * name, approval and e-mail are never told to a visitor.
 */
export const doctorLookupResponseSchema = z.object({
  userExists: z.boolean(),
  doctor: z.object({ crm: z.string(), uf: z.string() }),
});
export type DoctorLookup = z.infer<typeof doctorLookupResponseSchema>;

/** `GET /doctors/{uf}/{crm}` without signup (recover login). */
export const recoverLoginResponseSchema = z.object({ email: z.string() });
export type RecoverLogin = z.infer<typeof recoverLoginResponseSchema>;

/** The one lookup endpoint answers either shape; true for the signup one. */
export const isSignupLookup = (answer: DoctorLookup | RecoverLogin): answer is DoctorLookup => 'userExists' in answer;
