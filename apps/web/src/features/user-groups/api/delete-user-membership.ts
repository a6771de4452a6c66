import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Ends membership `id` of group `userGroupId` (it stays in the history). */
export const deleteUserMembership = ({ userGroupId, id }: { userGroupId: number; id: number }) =>
  api.userGroups.removeMembership({ params: { userGroupId, userGroupUserId: id } });

export function useDeleteUserMembership(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.memberships(userId) }),
  });
}
