import { useSyncExternalStore } from 'react';
import { matchPath } from 'react-router';
import { ROUTES, routeByKey } from '@portal/domain';

/**
 * While the session moves to another programme, no screen is mounted: the screen of the old
 * programme would otherwise refetch its records (a request, a group, an exam) by ids the new
 * programme does not have, and get 404s and 400s for its trouble. Once the session names the new
 * programme, the shell lands on `landing.address` if the new programme offers it, else on its
 * start page.
 */
export interface ProgramSwitchState {
  switching: boolean;
  landing: { programId: number; address: string } | null;
}

let state: ProgramSwitchState = { switching: false, landing: null };
const listeners = new Set<() => void>();

function set(next: ProgramSwitchState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const beginProgramSwitch = (): void => set({ switching: true, landing: null });
export const endProgramSwitch = (landing: ProgramSwitchState['landing']): void => set({ switching: false, landing });
export const clearProgramLanding = (): void => set({ switching: false, landing: null });

export const useProgramSwitch = (): ProgramSwitchState => useSyncExternalStore(
  (listener) => {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
  () => state,
  () => state,
);

/**
 * Where a screen goes when the programme changes: a record's address (`/procedures/exams/12`)
 * goes to its list, since the record belongs to the old programme; any other keeps its path and
 * drops the query string (its filters name the old programme's groups and follow-ups).
 */
export function addressAfterProgramSwitch(pathname: string): string {
  const route = ROUTES.filter((r) => matchPath(r.path, pathname) !== null)
    .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))[0];
  if (!route?.path.includes(':')) return pathname;
  const parent = route.parent ? routeByKey(route.parent) : undefined;
  return parent && !parent.path.includes(':') ? parent.path : '/';
}
