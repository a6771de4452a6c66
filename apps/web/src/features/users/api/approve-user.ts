import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { usersKeys } from './keys.ts';

/** PUT /api/users/{id}/approved: approves a user awaiting approval. */
export const approveUser = (id: number) => api.approval.approve({ params: { id }, body: { approved: true } });

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
