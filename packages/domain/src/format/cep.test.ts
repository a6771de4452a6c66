import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCep } from './index.ts';
import { onlyDigits } from '../validation/index.ts';

describe('formatCep', () => {
  it('formats 8 digits as NNNNN-NNN', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
  });

  it('returns other lengths as digits only', () => {
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep(null)).toBe('');
  });

  it('round-trips with onlyDigits and fits the 9-character field', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{8}$/), (d) => {
      const formatted = formatCep(d);
      expect(formatted).toMatch(/^\d{5}-\d{3}$/);
      expect(formatted).toHaveLength(9);
      expect(onlyDigits(formatted)).toBe(d);
    }));
  });
});
