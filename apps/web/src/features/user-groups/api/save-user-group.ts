import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroupSaveInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Creates a group, or updates it when `id` is given. */
export const saveUserGroup = (input: UserGroupSaveInput) => api.userGroups.save({ body: input });

export function useSaveUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUserGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.all }) });
}
