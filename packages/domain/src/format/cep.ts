import { onlyDigits } from '../validation/digits.ts';

/** NNNNN-NNN for 8 digits; any other length is returned as its digits, unchanged. */
export function formatCep(value: string | null | undefined): string {
  const d = onlyDigits(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
