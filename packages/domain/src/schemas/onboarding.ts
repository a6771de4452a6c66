import { z } from './zod-config.ts';
import { UFS, USER_TYPES, type Module } from '../enums/index.ts';
import {
  CODE_LENGTH, PASSWORD_MIN, SIGNUP_NAME_MIN, WORK_INSTITUTION_MIN, WORK_INSTITUTION_SEPARATOR,
} from '../constants.ts';
import { isValidCpf, isValidPhone, onlyDigits, stripLeadingZeros } from '../validation/index.ts';
import { doctorRecordSchema, storedAddressShape, userSummaryShape } from './shared-fields.ts';

/**
 * Doctor onboarding and account (spec §2 signup, /recover-login, profile edit, edit account; §5;
 * §7 session and auth). The web forms and the API routes import these same objects.
 */

// ---------------------------------------------------------------- building blocks

/** A CRM as typed: digits only, leading zeros stripped (spec §2 step 0, §5 profile). */
export const crmSchema = z.string({ error: 'validation.requiredField' })
  .transform((v) => stripLeadingZeros(v))
  .pipe(z.string().min(1, { error: 'validation.invalidCRM' }).max(10, { error: 'validation.invalidCRM' }));

export const ufSchema = z.enum(UFS, { error: 'validation.requiredSelect' });

/** A cellphone kept as digits (10 or 11, spec §5). */
export const phoneDigitsSchema = z.string({ error: 'validation.requiredField' })
  .transform((v) => onlyDigits(v))
  .pipe(z.string().min(1, { error: 'validation.requiredField' }).refine(isValidPhone, { error: 'validation.invalidPhone' }));

export const cpfDigitsSchema = z.string({ error: 'validation.requiredField' })
  .transform((v) => onlyDigits(v))
  .pipe(z.string().min(1, { error: 'validation.requiredField' }).refine(isValidCpf, { error: 'validation.invalidCpf' }));

/** An ISO calendar date (yyyy-MM-dd) not in the future. */
export const birthDateSchema = z.string({ error: 'validation.requiredField' })
  .min(1, { error: 'validation.requiredField' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() <= Date.now() && d.getUTCFullYear() >= 1900;
  }, { error: 'validation.invalidDate' });

export const emailSchema = z.string({ error: 'validation.requiredField' }).trim().toLowerCase()
  .min(1, { error: 'validation.requiredField' })
  .max(200, { error: 'validation.maxLength' })
  .pipe(z.email({ error: 'validation.invalidEmail' }));

export const passwordSchema = z.string({ error: 'validation.requiredField' })
  .min(1, { error: 'validation.requiredField' })
  .min(PASSWORD_MIN, { error: 'validation.minLength' })
  .max(200, { error: 'validation.maxLength' });

/** A 5-digit verification code (spec §9). */
export const verificationCodeSchema = z.string({ error: 'validation.requiredField' })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: 'validation.invalidCode' });

/** Address block (spec §3 user address; §5 limits: place 150, number 20, complement 50, others 50; CEP 8 digits). */
export const addressSchema = z.object({
  cep: z.string({ error: 'validation.requiredField' }).transform((v) => onlyDigits(v))
    .pipe(z.string().length(8, { error: 'validation.invalidCep' })),
  placeDescription: z.string().trim().min(1, { error: 'validation.requiredField' }).max(150),
  number: z.string().trim().min(1, { error: 'validation.requiredField' }).max(20),
  complement: z.string().trim().max(50).optional().nullable(),
  neighborhood: z.string().trim().min(1, { error: 'validation.requiredField' }).max(50),
  city: z.string().trim().min(1, { error: 'validation.requiredField' }).max(50),
  state: ufSchema,
});
export type AddressInput = z.infer<typeof addressSchema>;
export type AddressFormValues = z.input<typeof addressSchema>;

export const userAddressSchema = z.object({ id: z.number().int(), ...storedAddressShape });
export type UserAddress = z.infer<typeof userAddressSchema>;

// ---------------------------------------------------------------- work institutions

/** Spec §5 account edit: trimmed, blanks dropped. */
export const normalizeWorkInstitutions = (values: readonly (string | null | undefined)[]): string[] =>
  values.map((v) => (v ?? '').trim()).filter((v) => v.length > 0);

export const joinWorkInstitutions = (values: readonly string[]): string => normalizeWorkInstitutions(values).join(WORK_INSTITUTION_SEPARATOR);

export const splitWorkInstitutions = (value: string | null | undefined): string[] =>
  normalizeWorkInstitutions((value ?? '').split(WORK_INSTITUTION_SEPARATOR));

/** At least one institution, each 2+ characters once trimmed, no separator inside one entry. */
export const workInstitutionsSchema = z.array(z.string().max(150, { error: 'validation.maxLength' }), { error: 'validation.workInstitutionRequired' })
  .max(20)
  .transform((list) => normalizeWorkInstitutions(list))
  .pipe(z.array(
    z.string().min(WORK_INSTITUTION_MIN, { error: 'validation.workInstitutionMin' })
      .refine((v) => !v.includes(WORK_INSTITUTION_SEPARATOR), { error: 'validation.invalidField' }),
  ).min(1, { error: 'validation.workInstitutionRequired' }));

// ---------------------------------------------------------------- doctor lookup (signup step 0, /recover-login)

export const doctorSearchSchema = z.object({ crm: crmSchema, uf: ufSchema });
export type DoctorSearchInput = z.infer<typeof doctorSearchSchema>;
export type DoctorSearchFormValues = z.input<typeof doctorSearchSchema>;

export const doctorLookupParamsSchema = z.object({ uf: z.string().max(2), crm: z.string().max(20) });
export const doctorLookupQuerySchema = z.object({
  signup: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  programId: z.coerce.number().int().positive().optional(),
});

/** `GET /doctors/{uf}/{crm}?signup=true&programId=`: email is masked (maskEmail) and only present when the user exists. */
export const doctorLookupResponseSchema = z.object({
  userExists: z.boolean(),
  userApproved: z.boolean(),
  doctor: z.object({ crm: z.string(), uf: z.string(), name: z.string().optional() }),
  email: z.string().optional(),
});
export type DoctorLookup = z.infer<typeof doctorLookupResponseSchema>;

/** `GET /doctors/{uf}/{crm}` without signup (recover login). */
export const recoverLoginResponseSchema = z.object({ email: z.string() });
export type RecoverLogin = z.infer<typeof recoverLoginResponseSchema>;

// ---------------------------------------------------------------- verification codes

export const CODE_TYPES = ['SMS'] as const;

/** The token the web's development captcha widget produces (accepted only without RECAPTCHA_SECRET). */
export const DEV_CAPTCHA_TOKEN = 'dev-ok';

/** `GET /captcha/config`: which widget the web shows. */
export const captchaConfigSchema = z.object({
  provider: z.enum(['development', 'recaptcha']),
  siteKey: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** `POST /codes`. A missing or unverified captcha answers 400 `recaptchaRequired`. */
export const sendCodeSchema = z.object({
  type: z.enum(CODE_TYPES),
  destination: phoneDigitsSchema,
  recaptchaValue: z.string().max(4000).optional().default(''),
});
export type SendCodeInput = z.input<typeof sendCodeSchema>;

/** `expiresAt` ends the code's validity; `resendAt` is when a new code may be asked (60 s countdown). */
export const sendCodeResponseSchema = z.object({ expiresAt: z.string(), resendAt: z.string() });
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** `POST /codes/authenticated` (signed in, e.g. patient agreement). */
export const sendAuthenticatedCodeSchema = z.object({
  type: z.enum(CODE_TYPES),
  destination: phoneDigitsSchema,
  patientAgreementUrl: z.url().max(1000).optional(),
});
export const sendAuthenticatedCodeResponseSchema = z.object({ sentAt: z.string(), expiresAt: z.string() });

// ---------------------------------------------------------------- signup

/** What a programme asks at signup (spec §2 step 1, §5 doctor signup). */
export interface SignupProgram {
  modules: readonly Module[];
  allowSpecialtyDuringSignup: boolean;
  requireCpfDuringSignup: boolean;
  requireWorkInstitutionsDuringSignup: boolean;
}

export interface SignupRequirements {
  /** CPF and birth date required (benefits module on, or the programme requires CPF). */
  cpfAndBirthDate: boolean;
  /** Specialty multi-select shown; at least one required when the programme has specialties. */
  specialties: boolean;
  workInstitutions: boolean;
  /** Request-visit checkbox shown (sales-force visit module). */
  requestVisit: boolean;
}

export function signupRequirements(program: SignupProgram): SignupRequirements {
  return {
    cpfAndBirthDate: program.requireCpfDuringSignup || program.modules.includes('doctorBenefits'),
    specialties: program.allowSpecialtyDuringSignup,
    workInstitutions: program.requireWorkInstitutionsDuringSignup,
    requestVisit: program.modules.includes('salesforceVisit'),
  };
}

export interface SignupUserOptions extends SignupRequirements {
  /** The person already has an account (another programme): only joins, no password. */
  userExists: boolean;
  /** Specialty groups the programme offers; with none, the field is not required. */
  specialtyCount: number;
}

const signupDoctorBase = z.object({
  crm: crmSchema,
  uf: ufSchema,
  cpf: z.string().optional().nullable(),
  birthDate: z.string().optional().nullable(),
  specialtyIds: z.array(z.number().int().positive()).max(50).optional(),
  workInstitutions: z.array(z.string().max(150)).max(20).optional(),
});

/** The signup `user` as the API receives it; programme-specific rules are applied by `signupUserSchema`. */
export const signupUserBaseSchema = z.object({
  name: z.string().max(150).optional(),
  email: z.string().max(200).optional(),
  phone: z.string().max(20).optional(),
  password: z.string().max(200).optional(),
  doctor: signupDoctorBase,
  address: addressSchema.optional().nullable(),
  acceptedPolicyIds: z.array(z.number().int().positive()).max(50).default([]),
  requestVisit: z.boolean().optional().default(false),
});

/** `POST /users/signup`. */
export const signupRequestSchema = z.object({
  code: verificationCodeSchema,
  type: z.enum(CODE_TYPES),
  programId: z.number().int().positive(),
  user: signupUserBaseSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The programme-aware rules for the signup user (shared by the web form and the API service). */
export function signupUserSchema(opts: SignupUserOptions) {
  const need = <T extends z.ZodType>(schema: T, required: boolean) => (required ? schema : schema.optional().nullable());
  return z.object({
    name: z.string({ error: 'validation.requiredField' }).trim()
      .min(1, { error: 'validation.requiredField' })
      .min(SIGNUP_NAME_MIN, { error: 'validation.minLength' }).max(150),
    email: emailSchema,
    phone: phoneDigitsSchema,
    password: need(passwordSchema, !opts.userExists),
    doctor: z.object({
      crm: crmSchema,
      uf: ufSchema,
      cpf: need(cpfDigitsSchema, opts.cpfAndBirthDate),
      birthDate: need(birthDateSchema, opts.cpfAndBirthDate),
      specialtyIds: opts.specialties && opts.specialtyCount > 0
        ? z.array(z.number().int().positive(), { error: 'validation.minSelect' }).min(1, { error: 'validation.minSelect' })
        : z.array(z.number().int().positive()).optional(),
      workInstitutions: opts.workInstitutions ? workInstitutionsSchema : z.array(z.string()).optional(),
    }),
    address: addressSchema.optional().nullable(),
    acceptedPolicyIds: z.array(z.number().int().positive()).default([]),
    requestVisit: z.boolean().optional().default(false),
  });
}

/** The response of `POST /users/signup`: the user waits for approval (a joined existing user keeps theirs). */
export const signupResponseSchema = z.object({ userId: z.number().int(), approved: z.boolean(), joinedExisting: z.boolean() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/**
 * The signup form as the web holds it: adds confirmations, captcha and policy ticks to the
 * programme-aware user schema. `policyIds` are the programme's DOCTOR policies, each must be ticked.
 */
export function signupFormSchema(opts: SignupUserOptions & { policyIds: readonly number[] }) {
  return signupUserSchema(opts).extend({
    confirmEmail: z.string().trim().toLowerCase(),
    confirmPassword: z.string().optional(),
    recaptchaValue: z.string({ error: 'validation.recaptchaRequired' }).min(1, { error: 'validation.recaptchaRequired' }),
  }).superRefine((v, ctx) => {
    if (v.confirmEmail !== v.email) ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'validation.emailMustMatch' });
    if (!opts.userExists && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMustMatch' });
    }
    const accepted = new Set(v.acceptedPolicyIds);
    if (!opts.policyIds.every((id) => accepted.has(id))) {
      ctx.addIssue({ code: 'custom', path: ['acceptedPolicyIds'], message: 'validation.requiredTerms' });
    }
  });
}

export const specialtySchema = z.object({ id: z.number().int(), name: z.string() });
export type Specialty = z.infer<typeof specialtySchema>;
export const specialtiesQuerySchema = z.object({ programId: z.coerce.number().int().positive() });

export const publicPoliciesQuerySchema = z.object({
  programId: z.coerce.number().int().positive(),
  userType: z.enum(USER_TYPES).default('DOCTOR'),
});

// ---------------------------------------------------------------- postcode

export const cepParamSchema = z.object({ cep: z.string().max(12) });
/** ViaCEP-compatible answer (spec §3 postal-code lookup result). */
export const cepAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;

// ---------------------------------------------------------------- approval

export const approveUserSchema = z.object({ approved: z.literal(true) });
export const approveUserResponseSchema = z.object({ id: z.number().int(), approved: z.boolean() });

// ---------------------------------------------------------------- account

/** `PUT /users/me`: only what changed is registered; cpf and birthDate are locked once filled. */
export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.requiredField' }).max(150),
  email: emailSchema.optional(),
  phone: phoneDigitsSchema,
  doctor: z.object({
    cpf: cpfDigitsSchema.optional().nullable(),
    birthDate: birthDateSchema.optional().nullable(),
    crm: crmSchema.optional(),
    uf: ufSchema.optional(),
  }).optional(),
  address: addressSchema.optional().nullable(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type ProfileFormValues = z.input<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  ...userSummaryShape,
  doctor: doctorRecordSchema.nullable(),
  address: userAddressSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /users/me` answer: the profile and whether the sessions were revoked (e-mail changed). */
export const profileUpdateResponseSchema = z.object({ profile: profileSchema, changed: z.array(z.string()), signedOut: z.boolean() });

/** `PATCH /users/change-email`: revokes every session of the user; the web goes to login. */
export const changeEmailSchema = z.object({ email: emailSchema });
export const changeEmailFormSchema = changeEmailSchema;

/** `PUT /doctors/work-institutions`. */
export const workInstitutionsUpdateSchema = z.object({
  doctorId: z.number().int().positive(),
  workInstitutions: workInstitutionsSchema,
  programId: z.number().int().positive(),
});
export const workInstitutionsResponseSchema = z.object({ workInstitutions: z.string() });

/** `PUT /users/me/password`: other sessions are revoked. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'validation.requiredField' }).max(200),
  newPassword: passwordSchema,
});
export const changePasswordFormSchema = changePasswordSchema.extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'validation.passwordMustMatch' });

/** `POST /users/optout` (202): processed by a background job within 24 business hours. */
export const optoutResponseSchema = z.object({ requestId: z.number().int(), dueAt: z.string() });

// ---------------------------------------------------------------- development outbox

export const OUTBOX_CHANNELS = ['SMS', 'EMAIL'] as const;
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
