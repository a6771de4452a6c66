import { z } from './zod-config.ts';
import { USER_TYPES } from '../enums/index.ts';

/** Fields several API answers share; each answer schema spreads the shape it shows. */

/** A user as every list, profile and session shows them. */
export const userSummaryShape = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.enum(USER_TYPES),
};

/** A stored address (a user's, a treatment location's). */
export const storedAddressShape = {
  cep: z.string(),
  placeDescription: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
};

/** A doctor's record as the profile and the users register show it. */
export const doctorRecordSchema = z.object({
  id: z.number().int(),
  crm: z.string(),
  uf: z.string(),
  cpf: z.string().nullable(),
  birthDate: z.string().nullable(),
  workInstitutions: z.string().nullable(),
});
