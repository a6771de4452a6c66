import { describe, expect, it } from 'vitest';
import { addBusinessHours, addWorkingHours, isBusinessDay } from './business-hours.ts';

// Instants in São Paulo time (UTC−3 all year since 2019).
const brt = (local: string) => new Date(`${local}-03:00`);

describe('business days (São Paulo calendar, national holidays)', () => {
  it.each([
    ['a Wednesday', '2026-03-04T12:00:00', true],
    ['a Saturday', '2026-03-07T12:00:00', false],
    ['Tiradentes (21 April)', '2026-04-21T12:00:00', false],
    ['Good Friday (moves with Easter)', '2026-04-03T12:00:00', false],
    ['Christmas', '2026-12-25T12:00:00', false],
    ['Black Consciousness Day (20 November)', '2026-11-20T12:00:00', false],
    ['the night before a holiday, already past midnight UTC', '2026-04-20T22:30:00', true],
    ['the first minutes of a holiday', '2026-04-21T00:10:00', false],
  ])('%s', (_name, at, expected) => {
    expect(isBusinessDay(brt(at))).toBe(expected);
  });

  it('reads São Paulo time whatever the server zone: 01:00 UTC on a Tuesday is still Monday night there', () => {
    // 2026-04-21T01:00Z is 20 April 22:00 in São Paulo (a Monday, a business day), but Tiradentes in UTC.
    expect(isBusinessDay(new Date('2026-04-21T01:00:00Z'))).toBe(true);
    expect(isBusinessDay(new Date('2026-04-21T03:30:00Z'))).toBe(false);
  });
});

describe('addBusinessHours (round the clock on business days)', () => {
  it('skips weekends', () => {
    expect(addBusinessHours(brt('2026-03-04T12:00:00'), 24).toISOString()).toBe(brt('2026-03-05T12:00:00').toISOString());
    expect(addBusinessHours(brt('2026-03-06T12:00:00'), 24).toISOString()).toBe(brt('2026-03-09T12:00:00').toISOString());
  });

  it('skips a holiday: from the Monday before Tiradentes the deadline is Wednesday', () => {
    expect(addBusinessHours(brt('2026-04-20T12:00:00'), 24).toISOString()).toBe(brt('2026-04-22T12:00:00').toISOString());
  });

  it('across midnight into a holiday, only the hours before midnight count', () => {
    // 22:00 Monday: two hours until midnight, then Tuesday (holiday) is skipped; 22 hours more on Wednesday.
    expect(addBusinessHours(brt('2026-04-20T22:00:00'), 24).toISOString()).toBe(brt('2026-04-22T22:00:00').toISOString());
  });
});

describe('addWorkingHours (08–18 on business days)', () => {
  it.each([
    ['within the day', '2026-03-04T09:00:00', 2, '2026-03-04T11:00:00'],
    ['into the next day', '2026-03-04T17:00:00', 3, '2026-03-05T10:00:00'],
    ['24 hours from a Wednesday morning', '2026-03-04T08:00:00', 24, '2026-03-06T12:00:00'],
    ['24 hours from Friday afternoon skip the weekend', '2026-03-06T14:00:00', 24, '2026-03-10T18:00:00'],
    ['from a Saturday starts on Monday', '2026-03-07T10:00:00', 1, '2026-03-09T09:00:00'],
    ['from the night starts next morning (across midnight)', '2026-03-04T22:30:00', 1, '2026-03-05T09:00:00'],
    ['before opening starts at 08:00', '2026-03-04T06:00:00', 0.5, '2026-03-04T08:30:00'],
    ['zero hours at night is the next opening', '2026-03-06T19:00:00', 0, '2026-03-09T08:00:00'],
    ['zero hours inside is now', '2026-03-04T10:15:00', 0, '2026-03-04T10:15:00'],
    ['a holiday is skipped: Monday 17:00 before Tiradentes', '2026-04-20T17:00:00', 2, '2026-04-22T09:00:00'],
    ['from the night before a holiday, across midnight', '2026-04-20T23:00:00', 1, '2026-04-22T09:00:00'],
    ['Christmas Friday to Monday', '2026-12-24T17:00:00', 2, '2026-12-28T09:00:00'],
  ])('%s', (_name, from, hours, expected) => {
    expect(addWorkingHours(brt(from), hours).toISOString()).toBe(brt(expected).toISOString());
  });
});
