import { personNameString } from './person-fields.ts';
import { z } from './zod-config.ts';
import { UFS, USER_TYPES } from '../enums/index.ts';
import { isValidCpf, isValidPhone, onlyDigits, stripLeadingZeros } from '../validation/index.ts';
import { blankToUndefined as blank } from './catalog-fields.ts';
import { pageQuerySchema, recordIdSchema } from './common.ts';
import { adultBirthDateSchema, emailSchema } from './person-fields.ts';
import { doctorRecordSchema, userSummaryShape } from './shared-fields.ts';

/** Columns the users list may be sorted by (allow-listed; never sent to SQL as text). */
export const USER_SORT_COLUMNS = ['name', 'email', 'type', 'approved', 'active', 'createdAt'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

/** A user's account status in the users list: active, or deactivated by a manager. */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** PUT /users/{id}/active: deactivates (false) or reactivates (true) a user. */
export const userActiveSchema = z.object({ active: z.boolean() });
export type UserActiveInput = z.infer<typeof userActiveSchema>;

/** GET /users: the programme's users of the types the caller manages, paged and searchable. */
export const userListQuerySchema = pageQuerySchema.extend({
  programId: recordIdSchema.optional(),
  userType: z.preprocess(blank, z.enum(USER_TYPES).optional()),
  /** Active or deactivated users only; both when absent. */
  status: z.preprocess(blank, z.enum(USER_STATUSES).optional()),
  sort: z.enum(USER_SORT_COLUMNS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListItemSchema = z.object({
  ...userSummaryShape,
  approved: z.boolean(),
  active: z.boolean(),
  /** False until the user sets a first password from the invitation (the list offers a resend). */
  passwordSet: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userDoctorSchema = doctorRecordSchema;

export const userDetailSchema = userListItemSchema.extend({
  doctor: userDoctorSchema.nullable(),
  /** In the answer to an edit with a new e-mail: where the confirmation link went (the e-mail changes once it is used). */
  emailConfirmationSentTo: z.string().optional(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** Spec §3 user register form; the doctor block is required when the type is DOCTOR. */
export const userDoctorInputSchema = z.object({
  crm: z.string().transform((v) => stripLeadingZeros(onlyDigits(v)))
    .pipe(z.string().min(1, { error: 'validation.requiredField' }).max(10, { error: 'validation.invalidCRM' })),
  uf: z.enum(UFS, { error: 'validation.requiredField' }),
  cpf: z.preprocess(blank, z.string().transform(onlyDigits)
    .refine(isValidCpf, { error: 'validation.invalidCpf' }).optional()),
  birthDate: z.preprocess(blank, adultBirthDateSchema.optional()),
});

export const userInputSchema = z.object({
  name: personNameString().min(1).max(150),
  email: emailSchema,
  phone: z.string().transform(onlyDigits).refine(isValidPhone, { error: 'validation.invalidPhone' }),
  type: z.enum(USER_TYPES, { error: 'validation.requiredField' }),
  doctor: z.preprocess((v) => (v === null ? undefined : v), userDoctorInputSchema.optional()),
}).superRefine((value, ctx) => {
  if (value.type === 'DOCTOR' && !value.doctor) {
    ctx.addIssue({ code: 'custom', path: ['doctor', 'crm'], message: 'validation.requiredField' });
  }
});
export type UserInput = z.input<typeof userInputSchema>;
export type UserValues = z.output<typeof userInputSchema>;

export const managersQuerySchema = z.object({
  programId: recordIdSchema.optional(),
  userId: recordIdSchema.optional(),
  /** Part of a name or e-mail (the picker's search, typed by the user). */
  filter: z.preprocess(blank, z.string().trim().max(100).optional()),
  take: z.coerce.number().int().min(1).max(50).default(20),
});
export type ManagersQuery = z.infer<typeof managersQuerySchema>;

export const userRefSchema = z.object({ id: z.number().int(), name: z.string(), type: z.enum(USER_TYPES) });
export type UserRef = z.infer<typeof userRefSchema>;

export const userIdParamSchema = z.object({ userId: recordIdSchema });
export const userProgramQuerySchema = z.object({ programId: recordIdSchema.optional() });
