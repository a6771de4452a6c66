import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidCnpj } from './index.ts';

/** Independent oracle: Receita Federal's algorithm with explicit weight tables, value = ASCII − 48. */
const W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
function withCheckDigits(base: string): string {
  const dv = (s: string, weights: number[]) => {
    const r = weights.reduce((acc, w, i) => acc + (s.charCodeAt(i) - 48) * w, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, W1);
  return `${base}${d1}${dv(`${base}${d1}`, W2)}`;
}

const numericBase = fc.stringMatching(/^\d{12}$/).filter((s) => new Set(s).size > 1);
const alphanumericBase = fc.stringMatching(/^[0-9A-Z]{12}$/).filter((s) => /[A-Z]/.test(s));
const validCnpj = fc.oneof(numericBase, alphanumericBase).map(withCheckDigits);
const format = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

describe('isValidCnpj', () => {
  it('accepts known valid numeric CNPJs, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ (Receita Federal example), case-insensitively', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects wrong check digits, letters in the check digits, bad lengths and repeated characters', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
  });

  it('accepts every generated valid CNPJ, numeric or alphanumeric, formatted, in either case', () => {
    fc.assert(fc.property(validCnpj, (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
      expect(isValidCnpj(format(cnpj))).toBe(true);
      expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
    }));
  });

  it('rejects any single-digit change of a check digit', () => {
    fc.assert(fc.property(validCnpj, fc.constantFrom(12, 13), fc.integer({ min: 1, max: 9 }), (cnpj, pos, delta) => {
      const changed = (Number(cnpj[pos]) + delta) % 10;
      expect(isValidCnpj(cnpj.slice(0, pos) + String(changed) + cnpj.slice(pos + 1))).toBe(false);
    }));
  });
});
