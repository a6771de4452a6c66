import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroup, UserGroupSaveInput } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** POST /api/user-groups: creates a group, or updates it when id is given. */
export const saveUserGroup = (input: UserGroupSaveInput): Promise<UserGroup> => api.post<UserGroup>('/user-groups', input);

export function useSaveUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUserGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.all }) });
}
