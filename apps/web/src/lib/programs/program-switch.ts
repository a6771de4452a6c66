import { useSyncExternalStore } from 'react';

/**
 * A programme switch under way (decision 0059). While it is set the shell shows no screen: the
 * screen of the old programme would otherwise refetch its record (a request, a doctor, an exam) by
 * an id the new programme does not have. The screens come back once the session names the new
 * programme (`programId`) and the router has left the history entry the switch started from
 * (`fromKey`): the address `addressAfterProgramSwitch` chose, or wherever the user went meanwhile.
 */
export interface ProgramSwitch {
  fromKey: string;
  /** The new programme, once the server has moved the session there. */
  programId: number | null;
}

let pending: ProgramSwitch | null = null;
const listeners = new Set<() => void>();

function set(next: ProgramSwitch | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

export const beginProgramSwitch = (fromKey: string): void => set({ fromKey, programId: null });
export const landProgramSwitch = (programId: number): void => set(pending && { ...pending, programId });
export const endProgramSwitch = (): void => set(null);

export const useProgramSwitch = (): ProgramSwitch | null => useSyncExternalStore(
  (listener) => {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
  () => pending,
  () => null,
);

/** The shell shows `programId`'s routes at the history entry `locationKey`: has the switch arrived? */
export const programSwitchLanded = (sw: ProgramSwitch, programId: number | undefined, locationKey: string): boolean =>
  sw.programId !== null && sw.programId === programId && locationKey !== sw.fromKey;
