import { z } from './zod-config.ts';
import { RECIPIENT_TYPES } from '../enums/index.ts';
import { toNumber } from './catalog-fields.ts';
import { recordIdSchema, recordIdValue } from './common.ts';

/** Shared pieces of the programme-configuration schemas (exam groups, supplies, travel, fields). */

/** A record named inside another (`{ id, name }`). */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** A list of ids a form picks (institutions, supplies); duplicates are dropped. */
export const idListField = z.array(z.preprocess(toNumber, recordIdValue)).max(200)
  .default([]).transform((ids) => [...new Set(ids)]);

/** Spec §3 recipient types, a comma list in the original: here an array of the enum. */
export const recipientTypesField = z.array(z.enum(RECIPIENT_TYPES)).max(10)
  .default([]).transform((types) => RECIPIENT_TYPES.filter((t) => types.includes(t)));

/** An optional whole number within bounds, where '' (an untouched field) counts as absent. */
export const optionalInt = (min: number, max: number) => z.preprocess(toNumber, z.number().int().min(min).max(max).optional());

/** A page of a programme's configuration rows, optionally of some follow-ups. */
export const configPageQueryFields = {
  programId: recordIdSchema,
};
