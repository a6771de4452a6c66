import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** What the user holds through their groups in the session programme. */
export const getUserPermissions = (userId: number, signal?: AbortSignal) => api.userGroups.userPermissions({ params: { userId } }, { signal });

export const useUserPermissions = (userId: number) =>
  useQuery({ queryKey: userGroupsKeys.userPermissions(userId), queryFn: ({ signal }) => getUserPermissions(userId, signal), retry: false });
