import { z } from './zod-config.ts';
import { CODE_LENGTH } from '../constants.ts';
import { cpfDigitsSchema, phoneDigitsSchema } from './person-fields.ts';
import { recordIdValue } from './common.ts';

/** Verification codes sent by SMS (spec §2 signup step 2, §9; the patient agreement). */

export const CODE_TYPES = ['SMS'] as const;

/** A 5-digit verification code (spec §9). */
export const verificationCodeSchema = z.string({ error: 'validation.requiredField' })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: 'validation.invalidCode' });

/** `POST /codes`. A missing or unverified captcha answers 400 `recaptchaRequired`. */
export const sendCodeSchema = z.object({
  type: z.enum(CODE_TYPES),
  destination: phoneDigitsSchema,
  recaptchaValue: z.string().max(4000).optional().default(''),
});
export type SendCodeInput = z.input<typeof sendCodeSchema>;

/** `expiresAt` ends the code's validity; `resendAt` is when a new code may be asked (60 s countdown). */
/** The spec's answer (§7: the expiry date for the countdown) as `expiresAt`, in an object so it can carry more (decision 0048b). */
export const sendCodeResponseSchema = z.object({
  expiresAt: z.string().describe('Quando o código expira (ISO 8601): a data que a especificação devolve, para a contagem regressiva.'),
  resendAt: z.string().describe('A partir de quando um novo código pode ser pedido (ISO 8601).'),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/**
 * `POST /codes/authenticated`: the patient agreement code of an exam request. The client names the
 * exam group and the patient being registered (CPF and phone); the server writes the message, with
 * the group's own term link, and sends it to that phone only if the patient has not revoked SMS.
 */
export const sendAuthenticatedCodeSchema = z.object({
  type: z.enum(CODE_TYPES),
  /** A system administrator's programme (others act in their session's). */
  programId: recordIdValue.optional(),
  examGroupId: recordIdValue,
  patientCpf: cpfDigitsSchema,
  destination: phoneDigitsSchema,
});
export type SendAuthenticatedCodeInput = z.input<typeof sendAuthenticatedCodeSchema>;
export const sendAuthenticatedCodeResponseSchema = z.object({
  sentAt: z.string().describe('Quando o código foi enviado (ISO 8601): a data que a especificação devolve.'),
  expiresAt: z.string().describe('Quando o código expira (ISO 8601).'),
});
