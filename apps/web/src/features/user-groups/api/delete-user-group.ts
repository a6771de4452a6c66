import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** DELETE /api/user-groups/{userGroupId}. */
export const deleteUserGroup = (userGroupId: number): Promise<void> => api.delete<undefined>(`/user-groups/${userGroupId}`);

export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUserGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupsKeys.all }) });
}
