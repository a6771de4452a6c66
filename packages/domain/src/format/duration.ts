/** A span of time as people say it: its largest whole unit ("3 dias", never "0,2 h"). */
export type DurationUnit = 'minutes' | 'hours' | 'days' | 'months' | 'years';

export interface HumanDuration {
  /** `null` below one minute ("agora mesmo", "menos de um minuto"). */
  unit: DurationUnit | null;
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The largest whole unit of a duration in milliseconds, rounded down (a request waiting 47 hours
 * waits "1 dia", as a person would say): minutes under an hour, hours under a day, days under 30,
 * months under 365 days, then years. Negative or non-finite input counts as zero.
 */
export function humanDuration(ms: number): HumanDuration {
  const span = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (span < MINUTE) return { unit: null, count: 0 };
  if (span < HOUR) return { unit: 'minutes', count: Math.floor(span / MINUTE) };
  if (span < DAY) return { unit: 'hours', count: Math.floor(span / HOUR) };
  const days = Math.floor(span / DAY);
  if (days < 30) return { unit: 'days', count: days };
  if (days < 365) return { unit: 'months', count: Math.floor(days / 30) };
  return { unit: 'years', count: Math.floor(days / 365) };
}

/** The catalogue keys a duration is said with (`duration.*`, pt-BR plural forms via `count`). */
export const durationKey = (d: HumanDuration): `duration.${DurationUnit | 'lessThanMinute'}` =>
  `duration.${d.unit ?? 'lessThanMinute'}`;
