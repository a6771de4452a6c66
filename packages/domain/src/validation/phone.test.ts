import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPhone } from './index.ts';

describe('isValidPhone', () => {
  it('accepts 10 or 11 digits, formatted or not', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
  });

  it('rejects other lengths and empty input', () => {
    expect(isValidPhone('987654321')).toBe(false);
    expect(isValidPhone('+55 (11) 98765-4321')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });

  it('depends only on the number of digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,15}$/), (d) => {
      expect(isValidPhone(d)).toBe(d.length === 10 || d.length === 11);
    }));
  });
});
