import { onlyDigits } from './digits.ts';

/** Spec §5: 10 (landline) or 11 (mobile) digits after stripping non-digits. */
export function isValidPhone(value: string | null | undefined): boolean {
  const length = onlyDigits(value).length;
  return length === 10 || length === 11;
}
