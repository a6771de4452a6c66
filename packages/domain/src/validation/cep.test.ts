import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidCep } from './index.ts';

describe('isValidCep', () => {
  it('accepts 8 digits with or without the hyphen', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
  });

  it('rejects other lengths and empty input', () => {
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('013101000')).toBe(false);
    expect(isValidCep('')).toBe(false);
    expect(isValidCep(undefined)).toBe(false);
  });

  it('accepts exactly the 8-digit strings', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,12}$/), (d) => {
      expect(isValidCep(d)).toBe(d.length === 8);
    }));
  });
});
