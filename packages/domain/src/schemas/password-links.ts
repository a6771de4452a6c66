import { z } from './zod-config.ts';
import { emailSchema, passwordSchema } from './person-fields.ts';

/** `POST /password-reset`: always answered alike, whether the e-mail exists or not. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  /** The programme the login was in (its slug): the e-mailed link brings the user back to it. */
  program: z.string().trim().max(100).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The single-use token of an e-mailed link (base64url, 32 random bytes). */
export const passwordLinkTokenSchema = z.string().min(20, { error: 'validation.invalidField' }).max(200).regex(/^[\w-]+$/, { error: 'validation.invalidField' });

/** `POST /set-password`: a password set from an invitation or reset link. */
export const setPasswordSchema = z.object({ token: passwordLinkTokenSchema, password: passwordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** The set-password form: the new password typed twice. */
export const setPasswordFormSchema = z.object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, { path: ['confirmPassword'], message: 'validation.passwordMustMatch' });
export type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;

/** Which kind of link the set-password page was opened from (a query parameter of the link). */
export const PASSWORD_LINK_KINDS = ['invitation', 'reset'] as const;
export type PasswordLinkKind = (typeof PASSWORD_LINK_KINDS)[number];
