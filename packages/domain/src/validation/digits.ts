/** Keeps only the ASCII digits of a value; null and undefined give an empty string. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/** A CRM as stored and searched (spec §2 signup, §5 profile): digits only, leading zeros removed. */
export function stripLeadingZeros(value: string | number | null | undefined): string {
  return onlyDigits(value).replace(/^0+/, '');
}

/** True when every character of a non-empty string is the same. */
export const allSameCharacter = (value: string): boolean => new Set(value).size === 1;
