import { useQuery } from '@tanstack/react-query';
import type { UserPermission } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** GET /api/users/{userId}/permissions: what the user holds through their groups in the session programme. */
export const getUserPermissions = (userId: number, signal?: AbortSignal): Promise<UserPermission[]> =>
  api.get<UserPermission[]>(`/users/${userId}/permissions`, { signal });

export const useUserPermissions = (userId: number) =>
  useQuery({ queryKey: userGroupsKeys.userPermissions(userId), queryFn: ({ signal }) => getUserPermissions(userId, signal), retry: false });
