import { onFirstUse } from '../format/on-first-use.ts';

/**
 * Birth-date rules on calendar days in Brazil's legal time (America/Sao_Paulo), whatever the
 * clock of the server or the browser: at 23:30 on 31 December in São Paulo it is still that day.
 */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** Age of majority in Brazil (Código Civil art. 5). */
export const ADULT_AGE = 18;

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** Today's date (yyyy-MM-dd) in São Paulo at `now`. */
export function todayInBrazil(now: Date = new Date()): string {
  return dayFormat().format(now);
}

/** Whether `birthDate` (yyyy-MM-dd) lies after today in São Paulo. */
export function isFutureDate(birthDate: string, now: Date = new Date()): boolean {
  return birthDate > todayInBrazil(now);
}

/**
 * Whether someone born on `birthDate` (yyyy-MM-dd) is `ADULT_AGE` or older today in São Paulo:
 * their birthday of that year has come (someone born on 29 February comes of age on 1 March).
 */
export function isAdult(birthDate: string, now: Date = new Date()): boolean {
  const today = todayInBrazil(now);
  const comesOfAge = `${String(Number(birthDate.slice(0, 4)) + ADULT_AGE).padStart(4, '0')}${birthDate.slice(4)}`;
  return comesOfAge <= today;
}

/** The latest birth date (yyyy-MM-dd) of an adult today in São Paulo: the date pickers' maximum. */
export function latestAdultBirthDate(now: Date = new Date()): string {
  const today = todayInBrazil(now);
  const year = String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, '0');
  // 29 February of a non-leap year becomes 28 February (born then, they are of age today).
  const candidate = `${year}${today.slice(4)}`;
  return new Date(`${candidate}T00:00:00Z`).toISOString().slice(0, 10) === candidate ? candidate : `${year}-02-28`;
}
