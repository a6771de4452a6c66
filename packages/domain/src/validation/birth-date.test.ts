import { describe, expect, it } from 'vitest';
import { isAdult, isFutureDate, latestAdultBirthDate, todayInBrazil } from './birth-date.ts';

describe('birth dates in São Paulo calendar days', () => {
  // 01:30 UTC on 1 March 2026 is still 28 February (22:30) in São Paulo.
  const lateEvening = new Date('2026-03-01T01:30:00Z');

  it('reads today in São Paulo, not in UTC', () => {
    expect(todayInBrazil(lateEvening)).toBe('2026-02-28');
    expect(isFutureDate('2026-03-01', lateEvening)).toBe(true);
    expect(isFutureDate('2026-02-28', lateEvening)).toBe(false);
  });

  it('makes an adult on the 18th birthday, a leap-day birthday on 1 March', () => {
    expect(isAdult('2008-02-28', lateEvening)).toBe(true);
    expect(isAdult('2008-02-29', lateEvening)).toBe(false);
    expect(isAdult('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(true);
    expect(isAdult('2008-03-01', lateEvening)).toBe(false);
    expect(latestAdultBirthDate(lateEvening)).toBe('2008-02-28');
    expect(latestAdultBirthDate(new Date('2028-02-29T12:00:00Z'))).toBe('2010-02-28');
  });
});
