import { describe, expect, it } from 'vitest';
import { durationKey, humanDuration } from './duration.ts';

const H = 3_600_000;

describe('humanDuration', () => {
  it('says a duration in its largest whole unit, rounded down', () => {
    expect(humanDuration(0.2 * H)).toEqual({ unit: 'minutes', count: 12 });
    expect(humanDuration(5 * H + 59 * 60_000)).toEqual({ unit: 'hours', count: 5 });
    expect(humanDuration(47 * H)).toEqual({ unit: 'days', count: 1 });
    expect(humanDuration(3 * 24 * H)).toEqual({ unit: 'days', count: 3 });
    expect(humanDuration(65 * 24 * H)).toEqual({ unit: 'months', count: 2 });
    expect(humanDuration(800 * 24 * H)).toEqual({ unit: 'years', count: 2 });
  });

  it('treats under a minute, negative and non-finite spans as "less than a minute"', () => {
    for (const ms of [0, 59_999, -5 * H, Number.NaN, Number.POSITIVE_INFINITY]) expect(humanDuration(ms)).toEqual({ unit: null, count: 0 });
  });

  it('names the catalogue key of each unit', () => {
    expect(durationKey(humanDuration(3 * 24 * H))).toBe('duration.days');
    expect(durationKey(humanDuration(10))).toBe('duration.lessThanMinute');
  });
});
