import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { programKeys } from './keys.ts';

/** DELETE /api/programs/{programId}. */
export const deleteProgram = (id: number): Promise<undefined> => api.delete<undefined>(`/programs/${id}`);

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProgram, onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }) });
}
