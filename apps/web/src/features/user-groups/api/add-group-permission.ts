import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroupPermissionSaveInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Adds a permission to group `userGroupId`. */
export const addGroupPermission = (input: UserGroupPermissionSaveInput & { userGroupId: number }) =>
  api.userGroups.addPermission({ params: { userGroupId: input.userGroupId }, body: input });

export function useAddGroupPermission(userGroupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.permissions(userGroupId) }),
  });
}
