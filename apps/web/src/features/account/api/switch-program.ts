import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { storeSelectedProgramId } from '@/lib/auth/selected-program.ts';
import { appHistory } from '@/lib/blockable-history.ts';
import { sessionQueryKey } from '@/lib/auth/session.ts';
import { programsQueryKey } from '@/lib/programs/get-programs.ts';
import { addressAfterProgramSwitch, beginProgramSwitch, endProgramSwitch } from '@/lib/programs/program-switch.ts';

/** PUT /api/user/program: moves the session to another programme the user belongs to. */
export const switchProgram = (programId: number) => api.auth.switchProgram({ body: { programId } });

const keptAcrossProgrammes = (key: readonly unknown[]) =>
  key[0] === sessionQueryKey[0] || (key[0] === programsQueryKey[0] && key[1] === programsQueryKey[1]);

/**
 * After the switch, the screen of the old programme leaves first (unmounted at once), the old
 * programme's answers are dropped rather than refetched, and once the session names the new
 * programme the shell lands where it may (lib/programs/program-switch.ts).
 */
export function useSwitchProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchProgram,
    onSuccess: async (_data, programId) => {
      storeSelectedProgramId(programId);
      const address = addressAfterProgramSwitch(appHistory().location.pathname);
      flushSync(beginProgramSwitch);
      try {
        queryClient.removeQueries({ predicate: (query) => !keptAcrossProgrammes(query.queryKey) });
        await queryClient.refetchQueries({ queryKey: sessionQueryKey }, { throwOnError: true });
        endProgramSwitch({ programId, address });
      } catch (error) {
        // The session could not be read again: the screens come back as they are.
        endProgramSwitch(null);
        throw error;
      }
    },
  });
}
