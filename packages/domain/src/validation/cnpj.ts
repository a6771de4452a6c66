import { allSameCharacter } from './digits.ts';

/** A CNPJ without punctuation, upper-cased: numeric or alphanumeric (Receita Federal, July 2026). */
export const normalizeCnpj = (value: string | null | undefined): string =>
  (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();

const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/**
 * The check digit of a run of CNPJ characters. Each character is worth its ASCII code minus 48
 * ('0'..'9' → 0..9, 'A' → 17 … 'Z' → 42); weights run 2..9 from the right, repeating; modulo 11.
 */
function cnpjCheckDigit(chars: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Spec §5 CNPJ: 14 characters after stripping punctuation, not all equal, valid check digits.
 * Accepts the alphanumeric CNPJ (first 12 positions A–Z or 0–9, last 2 numeric), case-insensitively.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const cnpj = normalizeCnpj(value);
  if (!SHAPE.test(cnpj) || allSameCharacter(cnpj)) return false;
  const first = cnpjCheckDigit(cnpj.slice(0, 12));
  const second = cnpjCheckDigit(cnpj.slice(0, 13));
  return cnpj[12] === String(first) && cnpj[13] === String(second);
}
