import { z } from './zod-config.ts';
import { GENDERS } from '../enums/index.ts';
import { onlyDigits } from '../validation/index.ts';
import { optionalText } from './catalog-fields.ts';
import { cpfDigitsSchema, optionalPersonName, personNameString, phoneDigitsSchema, ufSchema } from './person-fields.ts';

/** The patient and dynamic-field answers every request type of `POST /procedures` sends (spec §3). */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' });
const optionalPhone = z.preprocess((v) => (typeof v === 'string' && onlyDigits(v) === '' ? undefined : v), phoneDigitsSchema.optional());

/** The patient as the request form sends it (spec §3 patient fields); visibility and requirement come from field configs. */
export const requestPatientSchema = z.object({
  cpf: cpfDigitsSchema,
  name: personNameString({ error: 'validation.requiredField' }).min(1, { error: 'validation.requiredField' }).max(150),
  phone: phoneDigitsSchema,
  phone2: optionalPhone,
  phone3: optionalPhone,
  email: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'validation.invalidEmail' }).max(200).optional()),
  gender: z.preprocess((v) => (v === '' ? undefined : v), z.enum(GENDERS, { error: 'validation.requiredSelect' }).optional()),
  birthDate: z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional()),
  rg: optionalText(20),
  cep: optionalText(9),
  initials: optionalText(10),
  caregiverName: optionalPersonName(150),
  state: z.preprocess((v) => (v === '' ? undefined : v), ufSchema.optional()),
  city: optionalText(50),
  acceptSms: z.boolean().optional(),
  acceptPhone: z.boolean().optional(),
  acceptEmail: z.boolean().optional(),
});
export type RequestPatientInput = z.input<typeof requestPatientSchema>;

/** An answer to a dynamic procedure field: text, a yes/no, or the chosen options. */
export const fieldAnswerSchema = z.union([z.string().max(1000), z.boolean(), z.array(z.string().max(200)).max(50)]);

