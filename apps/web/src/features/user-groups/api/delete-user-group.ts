import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Deletes a group (its permissions go with it). */
export const deleteUserGroup = (userGroupId: number) => api.userGroups.remove({ params: { userGroupId } });

export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUserGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.all }) });
}
