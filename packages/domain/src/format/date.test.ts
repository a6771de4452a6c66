import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatTime } from './index.ts';

const originalTz = process.env.TZ;
const useTimeZone = (tz: string) => { process.env.TZ = tz; };
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('formatDate', () => {
  it('prints a date-only string as written, in any time zone (no off-by-one)', () => {
    for (const tz of ['UTC', 'America/Sao_Paulo', 'America/Manaus', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      useTimeZone(tz);
      expect(formatDate('2026-01-31'), tz).toBe('31/01/2026');
      expect(formatDate('2024-02-29'), tz).toBe('29/02/2024');
    }
  });

  it('prints an instant on the programme clock (São Paulo), whatever the device zone', () => {
    for (const tz of ['America/Sao_Paulo', 'UTC', 'America/Manaus', 'Asia/Tokyo']) {
      useTimeZone(tz);
      expect(formatDate('2026-01-31T01:30:00Z'), tz).toBe('30/01/2026');
      expect(formatDate(new Date('2026-01-31T15:00:00Z')), tz).toBe('31/01/2026');
    }
  });

  it('gives an empty string for invalid or empty input', () => {
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('round-trips every calendar day between 1900 and 2100', () => {
    useTimeZone('America/Sao_Paulo');
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(day, (d) => {
      const iso = d.toISOString().slice(0, 10);
      const [y, m, dd] = iso.split('-');
      expect(formatDate(iso)).toBe(`${dd}/${m}/${y}`);
    }));
  });
});

describe('formatTime', () => {
  it('prints HH:MM on the programme clock (São Paulo), whatever the device zone', () => {
    for (const tz of ['America/Sao_Paulo', 'UTC', 'Pacific/Kiritimati']) {
      useTimeZone(tz);
      expect(formatTime('2026-01-31T12:05:00Z'), tz).toBe('09:05');
      expect(formatTime(new Date('2026-01-31T02:59:59Z')), tz).toBe('23:59');
      expect(formatTime('2026-01-31T03:00:00Z'), tz).toBe('00:00');
    }
  });

  it('cuts a time-only string to HH:MM', () => {
    expect(formatTime('14:30')).toBe('14:30');
    expect(formatTime('08:15:42')).toBe('08:15');
    expect(formatTime('08:15:42.123')).toBe('08:15');
  });

  it('gives an empty string for invalid or empty input', () => {
    expect(formatTime('nope')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatTime('')).toBe('');
  });

  it('always has the HH:MM shape for valid instants', () => {
    fc.assert(fc.property(fc.date({ noInvalidDate: true }), (d) => {
      expect(formatTime(d)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }));
  });
});
