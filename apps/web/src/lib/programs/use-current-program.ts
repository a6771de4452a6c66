import { useEffect, useMemo } from 'react';
import type { PublicProgram } from '@portal/domain';
import { readSelectedProgramId, storeSelectedProgramId } from '../auth/selected-program.ts';
import { useSession } from '../auth/session.ts';
import { usePrograms } from './get-programs.ts';

export interface CurrentProgram {
  program: PublicProgram | undefined;
  programs: PublicProgram[];
  isLoading: boolean;
}

const NO_PROGRAMS: PublicProgram[] = [];

/** For `useDeferredArrival`: the programme (and the session it depends on) has not answered yet. */
export const isProgramLoading = (current: CurrentProgram): boolean => current.isLoading;

/**
 * The programme in use: the session's programme when signed in, else the one kept in local
 * storage, else the first programme (spec §2).
 */
export function useCurrentProgram(): CurrentProgram {
  const session = useSession();
  const programsQuery = usePrograms();
  const programs = programsQuery.data ?? NO_PROGRAMS;
  const sessionProgramId = session.user?.programId ?? null;
  const wantedId = sessionProgramId ?? readSelectedProgramId();
  const program = programs.find((p) => p.id === wantedId) ?? programs[0];

  useEffect(() => {
    if (sessionProgramId !== null) storeSelectedProgramId(sessionProgramId);
  }, [sessionProgramId]);

  const isLoading = programsQuery.isPending || session.status === 'loading';
  return useMemo(() => ({ program, programs, isLoading }), [program, programs, isLoading]);
}
