import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { usersKeys } from './keys.ts';

/** PUT /api/users/{id}/approved: approves a user awaiting approval. */
export const approveUser = (id: number): Promise<unknown> => api.put<unknown>(`/users/${id}/approved`, { approved: true });

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
