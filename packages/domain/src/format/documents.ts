import { onlyDigits } from '../validation/digits.ts';
import { normalizeCnpj } from '../validation/cnpj.ts';

/** ddd.ddd.ddd-dd for 11 digits; any other length is returned as its digits, unchanged. */
export function formatCpf(value: string | null | undefined): string {
  const d = onlyDigits(value);
  if (d.length !== 11) return d;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * XX.XXX.XXX/XXXX-XX for 14 characters, numeric or alphanumeric (upper-cased); any other length
 * is returned stripped of punctuation and upper-cased.
 */
export function formatCnpj(value: string | null | undefined): string {
  const c = normalizeCnpj(value);
  if (c.length !== 14) return c;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
