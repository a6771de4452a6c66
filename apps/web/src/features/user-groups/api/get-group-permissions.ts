import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** The group and its permissions. */
export const getGroupPermissions = (userGroupId: number, signal?: AbortSignal) =>
  api.userGroups.permissions({ params: { userGroupId } }, { signal });

export const useGroupPermissions = (userGroupId: number) =>
  useQuery({ queryKey: userGroupsKeys.permissions(userGroupId), queryFn: ({ signal }) => getGroupPermissions(userGroupId, signal), retry: false });
