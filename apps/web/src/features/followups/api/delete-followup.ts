import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { followupKeys } from './keys.ts';

/** DELETE /api/followups/{id}. */
export const deleteFollowup = (id: number): Promise<undefined> => api.delete<undefined>(`/followups/${id}`);

export function useDeleteFollowup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFollowup, onSuccess: () => queryClient.invalidateQueries({ queryKey: followupKeys.all }) });
}
