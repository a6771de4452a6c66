const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Spec §9 dates, dd/MM/yyyy. A date-only string ("2026-01-31") is a calendar day and is printed
 * as written, whatever the time zone. A Date or an ISO date-time is an instant, printed in the
 * runtime's local time zone (the user's, in the browser). Invalid or empty input gives ''.
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
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/**
 * Spec §9 times, HH:MM (24 hours). A time-only string ("14:30:00") is cut to HH:MM; a Date or an
 * ISO date-time is printed in the runtime's local time zone. Invalid or empty input gives ''.
 */
export function formatTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const time = TIME_ONLY.exec(value);
    if (time) return `${time[1]}:${time[2]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
