import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onlyDigits, stripLeadingZeros } from './index.ts';

describe('onlyDigits', () => {
  it('keeps the digits and drops everything else', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(12345)).toBe('12345');
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });

  it('is idempotent and only ever returns digits', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const d = onlyDigits(s);
      expect(d).toMatch(/^\d*$/);
      expect(onlyDigits(d)).toBe(d);
    }));
  });
});

describe('stripLeadingZeros (CRM)', () => {
  it('keeps digits only and removes leading zeros', () => {
    expect(stripLeadingZeros('000123')).toBe('123');
    expect(stripLeadingZeros('CRM 0012-30')).toBe('1230');
    expect(stripLeadingZeros('100')).toBe('100');
    expect(stripLeadingZeros('000')).toBe('');
    expect(stripLeadingZeros(null)).toBe('');
  });

  it('never starts with zero and preserves the numeric value', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,12}$/), (s) => {
      const crm = stripLeadingZeros(s);
      expect(crm.startsWith('0')).toBe(false);
      expect(BigInt(crm || '0')).toBe(BigInt(s));
    }));
  });
});
