import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCnpj, formatCpf } from './index.ts';
import { onlyDigits } from '../validation/index.ts';

describe('formatCpf', () => {
  it('formats 11 digits as ddd.ddd.ddd-dd', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('returns other lengths as digits only', () => {
    expect(formatCpf('5299822')).toBe('5299822');
    expect(formatCpf('529.982')).toBe('529982');
    expect(formatCpf(null)).toBe('');
  });

  it('round-trips with onlyDigits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{11}$/), (d) => {
      const formatted = formatCpf(d);
      expect(formatted).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      expect(onlyDigits(formatted)).toBe(d);
      expect(formatCpf(onlyDigits(formatted))).toBe(formatted);
    }));
  });
});

describe('formatCnpj', () => {
  it('formats numeric and alphanumeric CNPJs as XX.XXX.XXX/XXXX-XX, upper-cased', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns other lengths stripped and upper-cased', () => {
    expect(formatCnpj('12.abc')).toBe('12ABC');
    expect(formatCnpj(undefined)).toBe('');
  });

  it('round-trips with the stripped value', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9A-Z]{12}\d{2}$/), (c) => {
      const formatted = formatCnpj(c);
      expect(formatted).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
      expect(formatted.replace(/[./-]/g, '')).toBe(c);
      expect(formatCnpj(formatted.toLowerCase())).toBe(formatted);
    }));
  });
});
