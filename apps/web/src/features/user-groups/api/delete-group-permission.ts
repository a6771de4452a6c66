import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Removes permission `id` from group `userGroupId`. */
export const deleteGroupPermission = ({ userGroupId, id }: { userGroupId: number; id: number }) =>
  api.userGroups.removePermission({ params: { userGroupId, userGroupPermissionId: id } });

export function useDeleteGroupPermission(userGroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.permissions(userGroupId) }),
  });
}
