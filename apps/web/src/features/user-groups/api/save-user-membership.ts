import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroupUser, UserGroupUserSaveInput } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** POST /api/user-groups/User/{userId}: adds the user to a group or changes a membership. */
export const saveUserMembership = (input: UserGroupUserSaveInput & { userId: number }): Promise<UserGroupUser> =>
  api.post<UserGroupUser>(`/user-groups/User/${input.userId}`, input);

export function useSaveUserMembership(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.memberships(userId) }),
  });
}
