import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, formatPercent } from './index.ts';

const parse = (s: string): number => Number(s.replace(/\./g, '').replace(',', '.'));

describe('formatNumber', () => {
  it('prints 2 decimals with dot thousands and comma decimal', () => {
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(1)).toBe('1,00');
    expect(formatNumber(12.5)).toBe('12,50');
    expect(formatNumber(999.999)).toBe('1.000,00');
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
    expect(formatNumber(0.125)).toBe('0,13');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(0.000001)).toBe('0,00');
    expect(formatNumber(0.005)).toBe('0,01');
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000,00');
    expect(formatNumber('1234.5')).toBe('1.234,50');
  });

  it('never prints a negative zero', () => {
    expect(formatNumber(-0)).toBe('0,00');
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });

  it('has the pt-BR shape and reads back to the value within half a cent', () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
      const s = formatNumber(n);
      expect(s).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}$/);
      expect(Math.abs(parse(s) - n)).toBeLessThanOrEqual(0.005 + Math.abs(n) * 1e-15);
    }));
  });

  const icu = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const hasPtBr = icu.format(1234.5) === '1.234,50';
  it.runIf(hasPtBr)('matches Intl pt-BR where the runtime has the locale data', () => {
    fc.assert(fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), (n) => {
      expect(formatNumber(n)).toBe(icu.format(n).replace(/^-(0,00)$/, '$1'));
    }));
  });
});

describe('formatPercent', () => {
  it('appends a percent sign to the number format', () => {
    expect(formatPercent(12.5)).toBe('12,50%');
    expect(formatPercent(100)).toBe('100,00%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(null)).toBe('');
  });
});
