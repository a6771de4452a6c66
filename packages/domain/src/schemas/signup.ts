import { z } from './zod-config.ts';
import { USER_TYPES, type Module } from '../enums/index.ts';
import { SIGNUP_NAME_MIN } from '../constants.ts';
import { addressSchema } from './addresses.ts';
import { CODE_TYPES, verificationCodeSchema } from './codes.ts';
import { adultBirthDateSchema, cpfDigitsSchema, personNameString, crmSchema, emailSchema, passwordSchema, phoneDigitsSchema, ufSchema } from './person-fields.ts';
import { workInstitutionsSchema } from './work-institutions.ts';
import { recordIdSchema, recordIdValue } from './common.ts';

/**
 * Doctor signup (spec §2 steps 1 to 3, §5 doctor signup): what a programme asks, the rules the
 * web form and the API service share, and the lists the form offers (specialties, policies).
 */

/** What a programme asks at signup (spec §2 step 1, §5 doctor signup). */
export interface SignupProgram {
  modules: readonly Module[];
  allowSpecialtyDuringSignup: boolean;
  requireSpecialtyDuringSignup: boolean;
  requireCpfDuringSignup: boolean;
  requireWorkInstitutionsDuringSignup: boolean;
}

export interface SignupRequirements {
  /** CPF and birth date required (benefits module on, or the programme requires CPF). */
  cpfAndBirthDate: boolean;
  /** Specialty multi-select shown (the programme allows or requires it). */
  specialties: boolean;
  /** At least one specialty required (the programme requires it and has specialties to choose). */
  specialtiesRequired: boolean;
  workInstitutions: boolean;
  /** Request-visit checkbox shown (sales-force visit module). */
  requestVisit: boolean;
}

export function signupRequirements(program: SignupProgram): SignupRequirements {
  return {
    cpfAndBirthDate: program.requireCpfDuringSignup || program.modules.includes('doctorBenefits'),
    specialties: program.allowSpecialtyDuringSignup || program.requireSpecialtyDuringSignup,
    specialtiesRequired: program.requireSpecialtyDuringSignup,
    workInstitutions: program.requireWorkInstitutionsDuringSignup,
    requestVisit: program.modules.includes('salesforceVisit'),
  };
}

export interface SignupUserOptions extends SignupRequirements {
  /** The person already has an account (another programme): only joins, no name nor password asked. */
  userExists: boolean;
  /** Specialty groups the programme offers; with none, the field is not required. */
  specialtyCount: number;
}

const signupDoctorBase = z.object({
  crm: crmSchema,
  uf: ufSchema,
  cpf: z.string().optional().nullable(),
  birthDate: z.string().optional().nullable(),
  specialtyIds: z.array(recordIdValue).max(50).optional(),
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
  acceptedPolicyIds: z.array(recordIdValue).max(50).default([]),
  requestVisit: z.boolean().optional().default(false),
  /**
   * Spec §7: the signup request carries the user's approved flag. It can only say false: a visitor
   * never approves themself (decision 0075); `true` is refused as a validation error.
   */
  approved: z.literal(false, { error: 'validation.invalidField' }).optional(),
});

/** `POST /users/signup`. */
export const signupRequestSchema = z.object({
  code: verificationCodeSchema,
  type: z.enum(CODE_TYPES),
  programId: recordIdValue,
  user: signupUserBaseSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The programme-aware rules for the signup user (shared by the web form and the API service). */
export function signupUserSchema(opts: SignupUserOptions) {
  const need = <T extends z.ZodType>(schema: T, required: boolean) => (required ? schema : schema.optional().nullable());
  return z.object({
    // A joining user keeps the name of their account: the shortened form does not ask it.
    name: need(personNameString({ error: 'validation.requiredField' })
      .min(1, { error: 'validation.requiredField' })
      .min(SIGNUP_NAME_MIN, { error: 'validation.minLength' }).max(150), !opts.userExists),
    email: emailSchema,
    phone: phoneDigitsSchema,
    password: need(passwordSchema, !opts.userExists),
    doctor: z.object({
      crm: crmSchema,
      uf: ufSchema,
      cpf: need(cpfDigitsSchema, opts.cpfAndBirthDate),
      birthDate: need(adultBirthDateSchema, opts.cpfAndBirthDate),
      specialtyIds: opts.specialtiesRequired && opts.specialtyCount > 0
        ? z.array(recordIdValue, { error: 'validation.minSelect' }).min(1, { error: 'validation.minSelect' })
        : z.array(recordIdValue).optional(),
      workInstitutions: opts.workInstitutions ? workInstitutionsSchema : z.array(z.string()).optional(),
    }),
    address: addressSchema.optional().nullable(),
    acceptedPolicyIds: z.array(recordIdValue).default([]),
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
export const specialtiesQuerySchema = z.object({ programId: recordIdSchema });

/** The programme's usage policies a new user must accept, shown as signup checkboxes. */
export const publicPoliciesQuerySchema = z.object({
  programId: recordIdSchema,
  userType: z.enum(USER_TYPES).default('DOCTOR'),
});
