import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone } from './index.ts';
import { onlyDigits } from '../validation/index.ts';

describe('formatPhone', () => {
  it('formats landlines, mobiles and numbers with a country code', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
  });

  it('returns other lengths as digits only', () => {
    expect(formatPhone('98765-4321')).toBe('987654321');
    expect(formatPhone('123456789012')).toBe('123456789012');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });

  it('keeps every digit, in order, for any length', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,15}$/), (d) => {
      const formatted = formatPhone(d);
      expect(onlyDigits(formatted)).toBe(d);
      expect(formatPhone(formatted)).toBe(formatted);
      if (![10, 11, 13].includes(d.length)) expect(formatted).toBe(d);
    }));
  });
});
