import { BRAZIL_TIME_ZONE } from '../validation/birth-date.ts';
import { onFirstUse } from './on-first-use.ts';

/**
 * The programme's clock: appointments are typed, stored and shown in São Paulo time, whatever the
 * device's zone. Storage is an instant (`timestamptz`); the wire carries the São Paulo wall time
 * the user typed (`2026-12-01T09:30`) in and an ISO instant out; screens and messages print it
 * back in São Paulo time and say so.
 */
export const PROGRAMME_TIME_ZONE = BRAZIL_TIME_ZONE;

/** A São Paulo wall time as typed in a form: `yyyy-MM-ddTHH:mm`. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallTimeParts = onFirstUse(() => new Intl.DateTimeFormat('en-CA', {
  timeZone: PROGRAMME_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
}));

const HOUR_MS = 3_600_000;
/** Bounds the offsets kept: about eleven years of distinct hours. */
const MAX_HOURS = 100_000;
const offsets = new Map<number, number>();

/**
 * Minutes São Paulo is ahead of UTC at an instant (negative: −180 today), asked of the time-zone
 * database once per UTC hour: the zone's changes, when Brazil had summer time, fell on the hour.
 * Formatting every instant through `Intl` was about 8% of an export's CPU (decision 0111).
 */
function offsetMinutes(utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const p = Object.fromEntries(wallTimeParts().formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
    offset = (Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute) - at) / 60_000;
    if (offsets.size >= MAX_HOURS) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** The São Paulo wall time of an instant, as `yyyy-MM-ddTHH:mm` ('' for an invalid input). */
export function toProgrammeLocal(value: Date | string): string {
  const at = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(at)) return '';
  const local = new Date(at + offsetMinutes(at) * 60_000);
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/**
 * The instant of a São Paulo wall time (`yyyy-MM-ddTHH:mm`), or null when it is not a real
 * calendar time (31/02, 24:00). Uses the zone's rules, so a past daylight-saving date is right too.
 */
export function fromProgrammeLocal(local: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = [+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!];
  if (h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  let instant = asUtc - offsetMinutes(asUtc) * 60_000;
  const second = offsetMinutes(instant);
  instant = asUtc - second * 60_000;
  return new Date(instant);
}

/** The instant a São Paulo calendar day (`yyyy-MM-dd`) starts, or null for an invalid day. */
export const programmeDayStart = (day: string): Date | null => fromProgrammeLocal(`${day}T00:00`);

/** `dd/MM/yyyy HH:mm` in São Paulo time ('' for empty or invalid input). */
export function formatProgrammeDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const local = toProgrammeLocal(value);
  const m = LOCAL_DATE_TIME.exec(local);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : '';
}
