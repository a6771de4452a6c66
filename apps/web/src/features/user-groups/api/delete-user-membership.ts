import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** DELETE /api/user-groups/{userGroupId}/Users/{userGroupUserId}: ends a membership (kept in the history). */
export const deleteUserMembership = ({ userGroupId, id }: { userGroupId: number; id: number }): Promise<void> =>
  api.delete<undefined>(`/user-groups/${userGroupId}/Users/${id}`);

export function useDeleteUserMembership(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.memberships(userId) }),
  });
}
