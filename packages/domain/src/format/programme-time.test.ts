import { describe, expect, it } from 'vitest';
import { formatProgrammeDateTime, fromProgrammeLocal, programmeDayStart, toProgrammeLocal } from './programme-time.ts';

describe('programme time (São Paulo)', () => {
  it('reads a São Paulo wall time as the instant three hours later in UTC, and prints it back', () => {
    const instant = fromProgrammeLocal('2026-12-01T09:30');
    expect(instant?.toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(toProgrammeLocal(instant!)).toBe('2026-12-01T09:30');
    expect(formatProgrammeDateTime(instant!.toISOString())).toBe('01/12/2026 09:30');
  });

  it('follows the zone rules of the date (daylight saving in January 2018)', () => {
    expect(fromProgrammeLocal('2018-01-15T10:00')?.toISOString()).toBe('2018-01-15T12:00:00.000Z');
  });

  it('refuses what is not a calendar time', () => {
    expect(fromProgrammeLocal('2026-02-30T10:00')).toBeNull();
    expect(fromProgrammeLocal('2026-02-10T24:00')).toBeNull();
    expect(fromProgrammeLocal('10/02/2026 10:00')).toBeNull();
    expect(programmeDayStart('2026-12-01')?.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(formatProgrammeDateTime(null)).toBe('');
  });
});
