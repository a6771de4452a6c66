/**
 * The regulatory clock of a case (decision 0088): day zero is the São Paulo date the report
 * arrived (anyone acting for the company first holding the minimum information); a serious case
 * is due on day zero + 15 (or the programme's shorter period), a non-serious one after the
 * programme's longer period. Days left are calendar days from today; below zero it is overdue.
 */
export interface Clock { dueDate: string; daysLeft: number; overdue: boolean }

const DAY = 86_400_000;
const toDays = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY;
const fromDays = (days: number) => new Date(days * DAY).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return fromDays(toDays(iso) + days);
}

export function caseClock(dayZero: string, serious: boolean, periods: { seriousDays: number; nonSeriousDays: number }, today: string): Clock {
  const dueDate = addDays(dayZero, serious ? periods.seriousDays : periods.nonSeriousDays);
  const daysLeft = toDays(dueDate) - toDays(today);
  return { dueDate, daysLeft, overdue: daysLeft < 0 };
}
