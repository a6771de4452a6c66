import { describe, expect, it } from 'vitest';
import { isValidEan } from './ean.ts';

describe('isValidEan', () => {
  it('accepts EAN-13 and EAN-8 with a correct check digit', () => {
    expect(isValidEan('7891234567895')).toBe(true);
    expect(isValidEan('96385074')).toBe(true);
  });
  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(isValidEan('7891234567890')).toBe(false);
    expect(isValidEan('96385070')).toBe(false);
    expect(isValidEan('123456789012')).toBe(false);
    expect(isValidEan('78912345678a5')).toBe(false);
  });
});
