import { z } from './zod-config.ts';
import { MODULES, PERMISSION_TYPES, SESSION_ROLES } from '../enums/index.ts';
import { LOGIN_PASSWORD_MIN } from '../constants.ts';
import { userSummaryShape } from './shared-fields.ts';
import { recordIdSchema } from './common.ts';

/** Spec §5 sign-in: username a valid e-mail, password required (minimum 6: older passwords may be that short, decision 0043). */
export const loginSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, { error: 'validation.requiredField' }).pipe(z.email({ error: 'validation.invalidEmail' })),
  password: z.string().min(1, { error: 'validation.requiredField' }).min(LOGIN_PASSWORD_MIN, { error: 'validation.minLength' }).max(200),
  programId: recordIdSchema,
  /** The captcha token, asked after repeated failures (400 loginCaptchaRequired until it verifies). */
  recaptchaValue: z.string().max(4000).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * `POST /login`'s body: the sign-in form's fields and, for clients that cannot keep cookies (scripts,
 * the benchmarks, other services), `authMode: 'bearer'` to be answered the session token for an
 * `Authorization: Bearer` header. A browser leaves it out: the httpOnly cookie carries the session
 * and the token never reaches script.
 */
export const loginRequestSchema = loginSchema.extend({ authMode: z.enum(['cookie', 'bearer']).optional() });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `token` only when the request asked for `authMode: 'bearer'`. */
export const loginResponseSchema = z.object({ token: z.string().optional(), expiresAt: z.string() });

export const publicProgramSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  logoUrl: z.string().nullable(),
  modules: z.array(z.enum(MODULES)),
  styles: z.string().nullable(),
  customHtmlFooter: z.string().nullable(),
  allowSpecialtyDuringSignup: z.boolean(),
  requireSpecialtyDuringSignup: z.boolean(),
  requireCpfDuringSignup: z.boolean(),
  requireWorkInstitutionsDuringSignup: z.boolean(),
  customMessageInvalidCRM: z.string().nullable(),
  /** Unblock phone lines per therapy area, one 'Área: telefone' a line; the blockedUser message lists them. */
  unblockPhones: z.string().nullable(),
  clientId: z.number().int(),
});
export type PublicProgram = z.infer<typeof publicProgramSchema>;

/** A usage policy as the user reads it: its URL or its text, and the version an acceptance records. */
export const usagePolicySchema = z.object({
  id: z.number().int(), description: z.string(), url: z.string().nullable(), content: z.string().nullable(), version: z.number().int(),
});
export type UsagePolicy = z.infer<typeof usagePolicySchema>;

export const sessionUserSchema = z.object({
  ...userSummaryShape,
  active: z.boolean(),
  approved: z.boolean(),
  roles: z.array(z.enum(SESSION_ROLES)),
  programId: z.number().int(),
  /** Modules this user's groups grant in the session's programme (before the programme filter). */
  modules: z.array(z.enum(MODULES)),
  userGroups: z.array(z.object({
    id: z.number().int(),
    name: z.string(),
    programId: z.number().int(),
    userGroupPermissions: z.array(z.object({ type: z.enum(PERMISSION_TYPES).nullable() })),
  })),
  pendingUsagePolicies: z.array(usagePolicySchema),
  doctor: z.object({ crm: z.string(), uf: z.string(), workInstitutions: z.string().nullable() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A visitor's answer to `GET /api/user`: not an error, so a public page logs nothing. */
export const anonymousSessionSchema = z.object({ user: z.null() });
export type AnonymousSession = z.infer<typeof anonymousSessionSchema>;

/** `GET /api/user`: the signed-in user, or `{ user: null }` for a visitor. */
export const sessionAnswerSchema = z.union([sessionUserSchema, anonymousSessionSchema]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
