import { useQuery } from '@tanstack/react-query';
import type { UserGroup, UserGroupPermission } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

export interface GroupPermissions {
  userGroup: UserGroup;
  permissions: UserGroupPermission[];
}

/** GET /api/user-groups/{userGroupId}/Permissions: the group and its permissions. */
export const getGroupPermissions = (userGroupId: number, signal?: AbortSignal): Promise<GroupPermissions> =>
  api.get<GroupPermissions>(`/user-groups/${userGroupId}/Permissions`, { signal });

export const useGroupPermissions = (userGroupId: number) =>
  useQuery({ queryKey: userGroupsKeys.permissions(userGroupId), queryFn: ({ signal }) => getGroupPermissions(userGroupId, signal), retry: false });
