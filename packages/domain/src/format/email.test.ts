import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskEmail } from './index.ts';

describe('maskEmail', () => {
  it('keeps the first 3 characters and stars the rest', () => {
    expect(maskEmail('medico@demo.com.br')).toBe('med***************');
    expect(maskEmail('ab@c.io')).toBe('ab@****');
  });

  it('keeps strings of 3 characters or fewer as they are', () => {
    expect(maskEmail('abc')).toBe('abc');
    expect(maskEmail('a')).toBe('a');
    expect(maskEmail('')).toBe('');
    expect(maskEmail(null)).toBe('');
  });

  it('keeps the length and the first 3 characters', () => {
    fc.assert(fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
      const masked = maskEmail(email);
      const chars = Array.from(email);
      expect(Array.from(masked)).toHaveLength(chars.length);
      expect(masked.startsWith(chars.slice(0, 3).join(''))).toBe(true);
      if (chars.length > 3) expect(masked.slice(chars.slice(0, 3).join('').length)).toMatch(/^\*+$/);
    }));
  });
});
