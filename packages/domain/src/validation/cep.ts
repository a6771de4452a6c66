import { onlyDigits } from './digits.ts';

/** Spec §5: a postcode (CEP) is 8 digits after stripping non-digits ("01310-100" or "01310100"). */
export function isValidCep(value: string | null | undefined): boolean {
  return onlyDigits(value).length === 8;
}
