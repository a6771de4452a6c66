import { TZDate } from '@date-fns/tz';
import Holidays from 'date-holidays';

/**
 * Business time of the programme's deadlines (spec §9 "within 24 business hours"): São Paulo's
 * clock (`America/Sao_Paulo`, whatever the server's zone) and its calendar, where Saturdays,
 * Sundays and Brazilian national holidays are not business days.
 */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';
export const WORKDAY_START_HOUR = 8;
export const WORKDAY_END_HOUR = 18;
const HOUR_MS = 3_600_000;

/** National public holidays only (no state or municipal ones, no optional days such as Carnival). */
const calendar = new Holidays('BR', { types: ['public'] });
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function nationalHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(calendar.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the São Paulo calendar day of `at` is a business day (a weekday that is not a national holiday). */
export function isBusinessDay(at: Date | number): boolean {
  const local = new TZDate(typeof at === 'number' ? at : at.getTime(), BUSINESS_TIME_ZONE);
  const weekday = local.getDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(local.getFullYear()).has(`${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`);
}

/**
 * Adds business hours counted round the clock on business days: an hour ending on a weekend or
 * holiday does not count. The opt-out deadline is `addBusinessHours(requestedAt, 24)`.
 */
export function addBusinessHours(from: Date, hours: number): Date {
  let at = from.getTime();
  let left = hours;
  while (left > 0) {
    at += HOUR_MS;
    if (isBusinessDay(at)) left -= 1;
  }
  return new Date(at);
}

/** The instant `hours` working hours (08:00–18:00 on business days) after `from`; with 0, the first working instant at or after it. */
export function addWorkingHours(from: Date, hours: number): Date {
  let left = hours * HOUR_MS;
  let t = from.getTime();
  for (;;) {
    const local = new TZDate(t, BUSINESS_TIME_ZONE);
    const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
    const start = new TZDate(y, m, d, WORKDAY_START_HOUR, 0, 0, BUSINESS_TIME_ZONE).getTime();
    const end = new TZDate(y, m, d, WORKDAY_END_HOUR, 0, 0, BUSINESS_TIME_ZONE).getTime();
    if (!isBusinessDay(t) || t >= end) {
      t = new TZDate(y, m, d + 1, 0, 0, 0, BUSINESS_TIME_ZONE).getTime();
      continue;
    }
    if (t < start) t = start;
    if (left <= end - t) return new Date(t + left);
    left -= end - t;
    t = end;
  }
}
