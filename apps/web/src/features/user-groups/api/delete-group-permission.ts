import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** DELETE /api/user-groups/{userGroupId}/Permissions/{userGroupPermissionId}. */
export const deleteGroupPermission = ({ userGroupId, id }: { userGroupId: number; id: number }): Promise<void> =>
  api.delete<undefined>(`/user-groups/${userGroupId}/Permissions/${id}`);

export function useDeleteGroupPermission(userGroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.permissions(userGroupId) }),
  });
}
