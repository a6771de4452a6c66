import { WORK_INSTITUTION_SEPARATOR } from '../constants.ts';

/**
 * A doctor's work institutions: a list in forms, one separated text in the database (spec §5).
 * Plain helpers without zod, so the signed-in shell can check them without loading the schemas.
 */

/** Spec §5 account edit: trimmed, blanks dropped. */
export const normalizeWorkInstitutions = (values: readonly (string | null | undefined)[]): string[] =>
  values.map((v) => (v ?? '').trim()).filter((v) => v.length > 0);

export const joinWorkInstitutions = (values: readonly string[]): string => normalizeWorkInstitutions(values).join(WORK_INSTITUTION_SEPARATOR);

export const splitWorkInstitutions = (value: string | null | undefined): string[] =>
  normalizeWorkInstitutions((value ?? '').split(WORK_INSTITUTION_SEPARATOR));
