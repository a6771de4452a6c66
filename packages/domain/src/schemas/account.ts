import { z } from './zod-config.ts';
import { emailSchema, passwordSchema } from './person-fields.ts';

/** The account's credentials and its end (spec §2 edit account, §7 session; LGPD opt-out). */

/**
 * `PATCH /users/change-email`: the current password confirms the owner asks; the new address works
 * only once the link sent to it is used (`POST /users/change-email/confirm`), and the old one is told.
 */
export const changeEmailSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'validation.requiredField' }).max(200),
});
export const changeEmailFormSchema = changeEmailSchema;
/** `changed` stays false until the link is used; `confirmationSent` says a link went to the new address. */
export const changeEmailResponseSchema = z.object({ changed: z.boolean(), confirmationSent: z.boolean() });

/** `POST /users/change-email/confirm`: the link's token and the address it was sent to. */
export const confirmEmailChangeSchema = z.object({
  token: z.string().min(20).max(200),
  email: emailSchema,
});
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeSchema>;

/** `PUT /users/me/password`: other sessions are revoked. */
const passwordChangeFields = z.object({
  currentPassword: z.string().min(1, { error: 'validation.requiredField' }).max(200),
  newPassword: passwordSchema,
});
/** A new password equal to the current one changes nothing: refused on the new password's field. */
const mustDiffer = (v: { currentPassword: string; newPassword: string }) => v.newPassword !== v.currentPassword;
const differError = { path: ['newPassword'], message: 'validation.passwordMustDiffer' };
export const changePasswordSchema = passwordChangeFields.refine(mustDiffer, differError);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export const changePasswordFormSchema = passwordChangeFields.extend({ confirmPassword: z.string() })
  .refine(mustDiffer, differError)
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'validation.passwordMustMatch' });

/** `POST /users/optout`: the current password confirms that the account's owner asks (decision 0022). */
export const optoutRequestSchema = z.object({ password: z.string().min(1, { error: 'validation.requiredField' }).max(200) });
export type OptoutRequestInput = z.infer<typeof optoutRequestSchema>;

/** `POST /users/optout` (202): processed by a background job within 24 business hours. */
export const optoutResponseSchema = z.object({
  requestId: z.number().int(), dueAt: z.string(),
  /** The number the user quotes about the request (also sent in the confirmation e-mail and SMS). */
  protocol: z.string(),
});
