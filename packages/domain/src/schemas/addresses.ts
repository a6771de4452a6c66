import { z } from './zod-config.ts';
import { onlyDigits } from '../validation/index.ts';
import { ufSchema } from './person-fields.ts';
import { storedAddressShape } from './shared-fields.ts';

/** A user's postal address and the postcode lookup that fills it (spec §3 user address, §5). */

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
