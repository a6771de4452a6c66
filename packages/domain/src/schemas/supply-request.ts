import { z } from './zod-config.ts';
import { RECIPIENT_TYPES } from '../enums/index.ts';
import { isValidCpf, onlyDigits } from '../validation/index.ts';
import { recordIdSchema } from './common.ts';
import { optionalText } from './catalog-fields.ts';
import { requiredPersonName, ufSchema } from './person-fields.ts';

/**
 * Spec §3 Supply request, §5 Supply request: the `POST /procedures` body of type SUPPLY, and the
 * doctor's saved addresses per programme it can reuse. The limits that depend on the supply
 * (maximum quantity, recipient type and CPF shown) are `supplyRequestIssues`.
 */

const requiredText = (max: number) => z.string({ error: 'validation.requiredField' }).trim().min(1, { error: 'validation.requiredField' }).max(max);

/** Spec §5 Supply request address limits: CEP 9, place 150, number 20, complement and observation 50 optional, neighborhood, city, state 50. */
const supplyAddressShape = {
  cep: z.string({ error: 'validation.requiredField' }).max(9).transform(onlyDigits).pipe(z.string().length(8, { error: 'validation.invalidCep' })),
  placeDescription: requiredText(150),
  number: requiredText(20),
  complement: optionalText(50),
  neighborhood: requiredText(50),
  city: requiredText(50),
  state: ufSchema,
  recipientName: requiredPersonName(150),
};

/** A saved address of the doctor in a programme (spec §3 Doctor address per programme, with the recipient). */
export const doctorAddressFormSchema = z.object({
  ...supplyAddressShape,
  recipientType: z.enum(RECIPIENT_TYPES, { error: 'validation.requiredSelect' }),
});
export type DoctorAddressFormInput = z.input<typeof doctorAddressFormSchema>;
export type DoctorAddressForm = z.infer<typeof doctorAddressFormSchema>;

export const doctorAddressSchema = z.object({
  id: z.number().int(),
  cep: z.string(),
  placeDescription: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  recipientName: z.string(),
  recipientType: z.enum(RECIPIENT_TYPES),
});
export type DoctorAddress = z.infer<typeof doctorAddressSchema>;

export const doctorAddressParamsSchema = z.object({ programId: recordIdSchema, doctorId: recordIdSchema });
export const doctorAddressIdParamsSchema = doctorAddressParamsSchema.extend({ addressId: recordIdSchema });

/** The kit's address: a new one (saved for reuse when `save`), or a saved one named by `addressId`. */
export const supplyAddressSchema = z.object({
  ...supplyAddressShape,
  recipientType: z.enum(RECIPIENT_TYPES, { error: 'validation.requiredSelect' }).optional(),
  recipientCpf: z.preprocess((v) => (typeof v === 'string' && onlyDigits(v) === '' ? undefined : v),
    z.string().transform(onlyDigits).refine(isValidCpf, { error: 'validation.invalidCpf' }).optional()),
  observation: optionalText(50),
  /** Reuse of a saved address of the doctor (its fields are sent too, as shown). */
  addressId: recordIdSchema.optional(),
  /** Save this new address among the doctor's addresses of the programme. */
  save: z.boolean().default(false),
});

export const supplyRequestSchema = z.object({
  type: z.literal('SUPPLY'),
  programId: recordIdSchema,
  supplyGroupId: recordIdSchema,
  supplyId: recordIdSchema,
  institutionId: recordIdSchema.optional(),
  quantity: z.number({ error: 'validation.quantityMin' }).int({ error: 'validation.quantityMin' }).min(1, { error: 'validation.quantityMin' }).max(1000),
  email: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'validation.invalidEmail' }).max(200).optional()),
  userAddress: supplyAddressSchema,
});
export type SupplyRequestInput = z.input<typeof supplyRequestSchema>;
export type SupplyRequest = z.infer<typeof supplyRequestSchema>;
