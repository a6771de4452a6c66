import { useEffect } from 'react';
import type { PublicProgram } from '@portal/domain';
import { readSelectedProgramId, storeSelectedProgramId } from '../auth/selected-program.ts';
import { useSession } from '../auth/session.ts';
import { usePrograms } from './get-programs.ts';

export interface CurrentProgram {
  program: PublicProgram | undefined;
  programs: PublicProgram[];
  isLoading: boolean;
}

/**
 * The programme in use: the session's programme when signed in, else the one kept in local
 * storage, else the first programme (spec §2).
 */
export function useCurrentProgram(): CurrentProgram {
  const session = useSession();
  const programsQuery = usePrograms();
  const programs = programsQuery.data ?? [];
  const sessionProgramId = session.user?.programId ?? null;
  const wantedId = sessionProgramId ?? readSelectedProgramId();
  const program = programs.find((p) => p.id === wantedId) ?? programs[0];

  useEffect(() => {
    if (sessionProgramId !== null) storeSelectedProgramId(sessionProgramId);
  }, [sessionProgramId]);

  return { program, programs, isLoading: programsQuery.isPending || session.status === 'loading' };
}
