import { z } from './zod-config.ts';
import { recordIdValue } from './common.ts';

/** Spec §5: empty strings become undefined before validating a register form. */
export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional trimmed text, where '' (an untouched form field) counts as absent. */
export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** The longest refusal text an exam or travel group may set for eligibility (decision 0079). */
export const ELIGIBILITY_MESSAGE_MAX = 500;

/** A required trimmed text. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Form values to numbers: '' and null are absent (validation.requiredField), numeric strings are parsed. */
export const toNumber = (value: unknown): unknown => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
};

/** A required positive id. */
export const requiredId = z.preprocess(toNumber, recordIdValue);

/** A query flag sent as 'true'/'false'. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A comma-separated list of ids in a query string (`followupIds=1,2`). */
export const idListQuery = z.string().max(500).regex(/^\d+(,\d+)*$/).transform((v) => v.split(',').map(Number)).pipe(z.array(recordIdValue));
