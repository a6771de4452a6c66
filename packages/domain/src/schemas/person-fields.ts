import { z } from './zod-config.ts';
import { UFS } from '../enums/index.ts';
import { PASSWORD_MIN } from '../constants.ts';
import { cleanOneLineText, hasMarkupCharacters, isAdult, isFutureDate, isValidCpf, isValidPhone, onlyDigits, startsLikeFormula, stripLeadingZeros } from '../validation/index.ts';

/**
 * The fields a doctor types about themselves (spec §2 signup and /recover-login, §5 profile and
 * account), each normalised the one way the web forms and the API agree on.
 */

/**
 * Bidirectional control characters, which can make a name display reversed or spoofed: the
 * embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069) and the invisible marks
 * (U+200E, U+200F, U+061C Arabic letter mark).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const stripBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');

/**
 * A person's name as stored (decisions 0022, 0066): invisible and bidirectional characters
 * removed, line breaks, tabs and other controls made one space, trimmed
 * (`cleanOneLineText`); refused with `<` or `>` (`validation.nameMarkup`) or starting with
 * =, +, - or @ (`validation.nameFormulaStart`). Accents, apostrophes, hyphens and dots stay.
 */
export const personNameString = (params?: Parameters<typeof z.string>[0]) => z.string(params)
  .overwrite(cleanOneLineText)
  .refine((v) => !hasMarkupCharacters(v), { error: 'validation.nameMarkup' })
  .refine((v) => !startsLikeFormula(v), { error: 'validation.nameFormulaStart' });
/** A required name: `message` when absent or blank. */
export const requiredPersonName = (max: number, message = 'validation.requiredField') =>
  personNameString({ error: message }).min(1, { error: message }).max(max);
/** The same, optional, where a blank field ('', spaces, only invisible characters) or null counts as absent. */
export const optionalPersonName = (max: number) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && cleanOneLineText(v) === '') ? undefined : v), personNameString().max(max).optional());

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

/** An ISO calendar date (yyyy-MM-dd), a real day from 1900 on, not after today in São Paulo. */
export const birthDateSchema = z.string({ error: 'validation.requiredField' })
  .min(1, { error: 'validation.requiredField', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate', abort: true })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
  }, { error: 'validation.invalidDate', abort: true })
  .refine((v) => !isFutureDate(v), { error: 'validation.birthDateInFuture', abort: true });

/**
 * A doctor's or user's own birth date (signup, profile, user register): a real day, not in the
 * future, of someone 18 or older, both counted in São Paulo calendar days (spec §5).
 */
export const adultBirthDateSchema = birthDateSchema
  .refine((v) => isAdult(v), { error: 'validation.mustBeAdult' });

export const emailSchema = z.string({ error: 'validation.requiredField' }).trim().toLowerCase()
  .min(1, { error: 'validation.requiredField' })
  .max(200, { error: 'validation.maxLength' })
  .pipe(z.email({ error: 'validation.invalidEmail' }));

export const passwordSchema = z.string({ error: 'validation.requiredField' })
  .min(1, { error: 'validation.requiredField' })
  .min(PASSWORD_MIN, { error: 'validation.minLength' })
  .max(200, { error: 'validation.maxLength' });
