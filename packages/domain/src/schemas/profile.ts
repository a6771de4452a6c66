import { z } from './zod-config.ts';
import { addressSchema, userAddressSchema } from './addresses.ts';
import { adultBirthDateSchema, cpfDigitsSchema, crmSchema, emailSchema, personNameString, phoneDigitsSchema, ufSchema } from './person-fields.ts';
import { doctorRecordSchema, userSummaryShape } from './shared-fields.ts';

/** The signed-in user's own profile: what it shows and what its edit form sends (spec §2 profile edit, §5). */

/** `PUT /users/me`: only what changed is registered; cpf and birthDate are locked once filled. */
export const profileUpdateSchema = z.object({
  name: personNameString().min(1, { error: 'validation.requiredField' }).max(150),
  email: emailSchema.optional(),
  phone: phoneDigitsSchema,
  doctor: z.object({
    cpf: cpfDigitsSchema.optional().nullable(),
    birthDate: adultBirthDateSchema.optional().nullable(),
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
