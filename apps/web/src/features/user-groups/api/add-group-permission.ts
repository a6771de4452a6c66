import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroupPermission, UserGroupPermissionSaveInput } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** POST /api/user-groups/{userGroupId}/Permissions. */
export const addGroupPermission = (input: UserGroupPermissionSaveInput & { userGroupId: number }): Promise<UserGroupPermission> =>
  api.post<UserGroupPermission>(`/user-groups/${input.userGroupId}/Permissions`, input);

export function useAddGroupPermission(userGroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.permissions(userGroupId) }),
  });
}
