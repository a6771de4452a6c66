import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserGroupMemberAddInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Adds an existing user, named by their exact e-mail, to the group (and to its programme when they were not in it). */
export const addExistingMember = ({ userGroupId, ...body }: UserGroupMemberAddInput & { userGroupId: number }) =>
  api.userGroups.addMemberByEmail({ params: { userGroupId }, body });

export function useAddExistingMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addExistingMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.all }) });
}
