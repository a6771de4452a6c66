import { describe, expect, it } from 'vitest';
import { addWorkingHours } from './working-hours.ts';

// Instants in Brasília time (UTC−3).
const brt = (local: string) => new Date(`${local}-03:00`);

describe('addWorkingHours (São Paulo, weekdays 08–18)', () => {
  it.each([
    ['within the day', '2026-03-04T09:00:00', 2, '2026-03-04T11:00:00'],
    ['into the next day', '2026-03-04T17:00:00', 3, '2026-03-05T10:00:00'],
    ['24 hours from a Wednesday morning', '2026-03-04T08:00:00', 24, '2026-03-06T12:00:00'],
    ['24 hours from Friday afternoon skip the weekend', '2026-03-06T14:00:00', 24, '2026-03-10T18:00:00'],
    ['from a Saturday starts on Monday', '2026-03-07T10:00:00', 1, '2026-03-09T09:00:00'],
    ['from the night starts next morning', '2026-03-04T22:30:00', 1, '2026-03-05T09:00:00'],
    ['before opening starts at 08:00', '2026-03-04T06:00:00', 0.5, '2026-03-04T08:30:00'],
    ['zero hours at night is the next opening', '2026-03-06T19:00:00', 0, '2026-03-09T08:00:00'],
    ['zero hours inside is now', '2026-03-04T10:15:00', 0, '2026-03-04T10:15:00'],
  ])('%s', (_name, from, hours, expected) => {
    expect(addWorkingHours(brt(from), hours).toISOString()).toBe(brt(expected).toISOString());
  });
});
