import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { storeSelectedProgramId } from '@/lib/auth/selected-program.ts';
import { sessionQueryKey } from '@/lib/auth/session.ts';

/** PUT /api/user/program: moves the session to another programme the user belongs to. */
export const switchProgram = (programId: number) => api.auth.switchProgram({ body: { programId } });

export function useSwitchProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchProgram,
    onSuccess: async (_data, programId) => {
      storeSelectedProgramId(programId);
      await queryClient.invalidateQueries();
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    },
  });
}
