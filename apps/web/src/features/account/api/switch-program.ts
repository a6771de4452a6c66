import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { allowedRoutes, type PublicProgram, type SessionUser } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { storeSelectedProgramId } from '@/lib/auth/selected-program.ts';
import { sessionQueryKey } from '@/lib/auth/session.ts';
import { programsQueryKey } from '@/lib/programs/get-programs.ts';
import { addressAfterProgramSwitch, setProgramSwitching } from '@/lib/programs/program-switch.ts';

/** PUT /api/user/program: moves the session to another programme the user belongs to. */
export const switchProgram = (programId: number) => api.auth.switchProgram({ body: { programId } });

const keptAcrossProgrammes = (key: readonly unknown[]) =>
  key[0] === sessionQueryKey[0] || (key[0] === programsQueryKey[0] && key[1] === programsQueryKey[1]);

/**
 * After the switch, the screen of the old programme leaves first (unmounted at once), its address
 * moves to one that exists in the new programme, the old programme's answers are dropped rather
 * than refetched, and the screen comes back once the session names the new programme.
 */
export function useSwitchProgram() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: switchProgram,
    onSuccess: async (_data, programId) => {
      storeSelectedProgramId(programId);
      flushSync(() => setProgramSwitching(true));
      try {
        queryClient.removeQueries({ predicate: (query) => !keptAcrossProgrammes(query.queryKey) });
        await queryClient.refetchQueries({ queryKey: sessionQueryKey });
        // The new programme may not offer the screen (another module set): then its start page.
        const user = queryClient.getQueryData<SessionUser | null>(sessionQueryKey);
        const program = queryClient.getQueryData<PublicProgram[]>(programsQueryKey)?.find((p) => p.id === user?.programId);
        const next = addressAfterProgramSwitch(pathname);
        const offered = user && program && allowedRoutes(user.type, program.modules, user.modules).some((r) => matchPath(r.path, next) !== null);
        await navigate(offered ? next : '/', { replace: true });
      } finally {
        setProgramSwitching(false);
      }
    },
  });
}
