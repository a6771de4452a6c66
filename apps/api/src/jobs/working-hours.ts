/**
 * São Paulo working hours (spec §9 "within 24 business hours" for the reverse-postage code):
 * weekdays from 08:00 to 18:00, Brasília time (UTC−3 all year since 2019). Holidays are not
 * counted out.
 */
const OFFSET_MS = 3 * 3_600_000;
const HOUR_MS = 3_600_000;
export const WORKDAY_START_HOUR = 8;
export const WORKDAY_END_HOUR = 18;

/** The instant `hours` working hours after `from`; with 0, the first working instant at or after it. */
export function addWorkingHours(from: Date, hours: number): Date {
  let left = hours * HOUR_MS;
  let t = from.getTime();
  for (;;) {
    const local = new Date(t - OFFSET_MS);
    const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
    const start = Date.UTC(y, m, d, WORKDAY_START_HOUR) + OFFSET_MS;
    const end = Date.UTC(y, m, d, WORKDAY_END_HOUR) + OFFSET_MS;
    const weekday = local.getUTCDay() !== 0 && local.getUTCDay() !== 6;
    if (!weekday || t >= end) {
      t = Date.UTC(y, m, d + 1) + OFFSET_MS;
      continue;
    }
    if (t < start) t = start;
    if (left <= end - t) return new Date(t + left);
    left -= end - t;
    t = end;
  }
}
