import { flushSync } from 'react-dom';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { allowedRoutes, defaultRoute, type PublicProgram } from '@portal/domain';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api.ts';
import { storeSelectedProgramId } from '@/lib/auth/selected-program.ts';
import { getSession, sessionQueryKey } from '@/lib/auth/session.ts';
import { appHistory } from '@/lib/blockable-history.ts';
import { addressAfterProgramSwitch } from '@/lib/programs/address-after-switch.ts';
import { programsQueryKey } from '@/lib/programs/get-programs.ts';
import { beginProgramSwitch, endProgramSwitch, landProgramSwitch } from '@/lib/programs/program-switch.ts';

/** PUT /api/user/program: moves the session to another programme the user belongs to. */
export const switchProgram = (programId: number) => api.auth.switchProgram({ body: { programId } });

/** The session and the programme list are the same in every programme; every other answer is the old programme's. */
const oldProgrammes = (query: Query) => {
  const [head, second] = query.queryKey;
  return head !== sessionQueryKey[0] && !(head === programsQueryKey[0] && second === programsQueryKey[1]);
};

/**
 * Spec §2 top bar, decision 0059: the screen of the old programme leaves before the server moves
 * the session (lib/programs/program-switch.ts), so nothing asks for its record under the new
 * programme. Then, with the new session in hand, the address becomes the one the new programme
 * offers (a record's list, the same list, or the start page: addressAfterProgramSwitch), the old
 * programme's answers are dropped rather than refetched, and the screen mounts for the new
 * programme.
 */
export function useSwitchProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchProgram,
    onMutate: () => { flushSync(() => beginProgramSwitch(appHistory().location.key)); },
    // Still in the old programme: the screen comes back as it was.
    onError: endProgramSwitch,
    onSuccess: async (_answer, programId) => {
      storeSelectedProgramId(programId);
      const user = await getSession().catch(() => undefined);
      if (user === undefined) {
        // The session moved but could not be read again: the portal starts afresh in the new programme.
        window.location.assign(paths.home.path);
        return;
      }
      queryClient.removeQueries({ predicate: (query) => oldProgrammes(query) && !query.isActive() });
      queryClient.setQueryData(sessionQueryKey, user);
      if (!user) {
        endProgramSwitch();
        return;
      }
      const program = queryClient.getQueryData<PublicProgram[]>(programsQueryKey)?.find((p) => p.id === user.programId);
      const allowed = allowedRoutes(user.type, program?.modules ?? [], user.modules);
      const history = appHistory();
      landProgramSwitch(user.programId);
      history.replace(addressAfterProgramSwitch(history.location, allowed, defaultRoute(allowed)));
      // What the shell still shows (the notifications) is read again for the new programme.
      void queryClient.invalidateQueries({ predicate: oldProgrammes });
    },
  });
}
