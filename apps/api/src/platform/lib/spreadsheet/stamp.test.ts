import { describe, expect, it } from 'vitest';
import { saoPauloStamp } from './stamp.ts';

/** The stamp as the time-zone database writes it for each date, the way it was computed before. */
const reference = (value: Date): string => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(value).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

describe('saoPauloStamp', () => {
  it('writes São Paulo time, daylight saving included', () => {
    expect(saoPauloStamp('2026-03-10T14:05:59Z')).toBe('10/03/2026 11:05');
    expect(saoPauloStamp(new Date('2026-01-01T02:59:00Z'))).toBe('31/12/2025 23:59');
    // Summer time of 2018–19 (UTC−2), and the hours either side of its end on 17 February 2019.
    expect(saoPauloStamp('2019-01-15T12:00:00Z')).toBe('15/01/2019 10:00');
    expect(saoPauloStamp('2019-02-17T01:59:00Z')).toBe('16/02/2019 23:59');
    expect(saoPauloStamp('2019-02-17T02:00:00Z')).toBe('16/02/2019 23:00');
  });

  it('agrees with the time-zone database minute by minute around each change and at random moments', () => {
    const moments: Date[] = [];
    for (const change of ['2018-11-04T03:00:00Z', '2019-02-17T02:00:00Z', '2017-10-15T03:00:00Z', '2018-02-18T02:00:00Z']) {
      for (let m = -90; m <= 90; m += 7) moments.push(new Date(Date.parse(change) + m * 60_000));
    }
    let seed = 36;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 2000; i++) moments.push(new Date(Date.parse('2010-01-01T00:00:00Z') + random() * 25 * 365 * 86_400_000));
    for (const moment of moments) expect(saoPauloStamp(moment), moment.toISOString()).toBe(reference(moment));
  });

  it('refuses what is not a date', () => {
    expect(() => saoPauloStamp('not a date')).toThrow(RangeError);
  });
});
