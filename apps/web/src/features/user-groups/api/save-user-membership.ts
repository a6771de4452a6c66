import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroupUserSaveInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Adds the user to a group, or changes a membership. */
export const saveUserMembership = (input: UserGroupUserSaveInput & { userId: number }) =>
  api.userGroups.saveMembership({ params: { userId: input.userId }, body: input });

export function useSaveUserMembership(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.memberships(userId) }),
  });
}
