import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidCpf } from './index.ts';

/** Independent oracle: the textbook CPF algorithm with explicit weights. */
function withCheckDigits(base: number[]): string {
  const dv = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  const d2 = dv([...base, d1]);
  return [...base, d1, d2].join('');
}

const baseDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter((a) => new Set(a).size > 1);
const validCpf = baseDigits.map(withCheckDigits);

describe('isValidCpf', () => {
  it('accepts known valid CPFs, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf(' 111 444 777 35 ')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths, repeated digits and empty input', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });

  it('accepts every generated valid CPF, formatted or not', () => {
    fc.assert(fc.property(validCpf, (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
      expect(isValidCpf(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toBe(true);
    }));
  });

  it('rejects any single-digit change of a check digit', () => {
    fc.assert(fc.property(validCpf, fc.constantFrom(9, 10), fc.integer({ min: 1, max: 9 }), (cpf, pos, delta) => {
      const changed = (Number(cpf[pos]) + delta) % 10;
      const mutated = cpf.slice(0, pos) + String(changed) + cpf.slice(pos + 1);
      expect(isValidCpf(mutated)).toBe(false);
    }));
  });
});
