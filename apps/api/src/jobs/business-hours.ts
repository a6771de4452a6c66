/** Brasília time has no daylight saving since 2019: UTC−3 all year. */
const BRT_OFFSET_MS = -3 * 3_600_000;

const isWeekendInBrasilia = (at: Date): boolean => {
  const day = new Date(at.getTime() + BRT_OFFSET_MS).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * Adds business hours: hours that fall on Saturdays or Sundays (Brasília time) do not count.
 * "Within 24 business hours" (spec §9) is `addBusinessHours(requestedAt, 24)`.
 */
export function addBusinessHours(from: Date, hours: number): Date {
  let at = new Date(from.getTime());
  let left = hours;
  while (left > 0) {
    at = new Date(at.getTime() + 3_600_000);
    if (!isWeekendInBrasilia(at)) left -= 1;
  }
  return at;
}
