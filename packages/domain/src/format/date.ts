import { onFirstUse } from './on-first-use.ts';
import { PROGRAMME_TIME_ZONE } from './programme-time.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Instants are shown on the programme's clock, São Paulo (PROGRAMME_TIME_ZONE), on every screen
 * and in every export, whatever the device's or the server's zone: a request made at 22:30 in
 * Manaus and the CSV of the same request agree.
 */
const clockParts = onFirstUse(() => new Intl.DateTimeFormat('en-US', {
  timeZone: PROGRAMME_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
}));

/** The calendar fields of an instant on the programme's clock. */
function programClock(date: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts: Record<string, number> = {};
  for (const p of clockParts().formatToParts(date)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0 };
}

/**
 * Spec §9 dates, dd/MM/yyyy. A date-only string ("2026-01-31") is a calendar day and is printed
 * as written, whatever the time zone. A Date or an ISO date-time is an instant, printed on the
 * programme's clock (PROGRAMME_TIME_ZONE). Invalid or empty input gives ''.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) {
      const utc = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== value) return '';
      return `${day[3]}/${day[2]}/${day[1]}`;
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const c = programClock(date);
  return `${pad(c.day)}/${pad(c.month)}/${pad(c.year, 4)}`;
}

/**
 * Spec §9 times, HH:MM (24 hours). A time-only string ("14:30:00") is cut to HH:MM; a Date or an
 * ISO date-time is printed on the programme's clock (PROGRAMME_TIME_ZONE). Invalid or empty input gives ''.
 */
export function formatTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const time = TIME_ONLY.exec(value);
    if (time) return `${time[1]}:${time[2]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const c = programClock(date);
  return `${pad(c.hour)}:${pad(c.minute)}`;
}
