import { useQuery } from '@tanstack/react-query';
import type { UserGroupUser } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** GET /api/user-groups/User/{userId}: the user's active memberships in the session programme. */
export const getUserMemberships = (userId: number, signal?: AbortSignal): Promise<UserGroupUser[]> =>
  api.get<UserGroupUser[]>(`/user-groups/User/${userId}`, { signal });

/** GET /api/user-groups/User/{userId}/History: every membership, newest first. */
export const getUserMembershipHistory = (userId: number, signal?: AbortSignal): Promise<UserGroupUser[]> =>
  api.get<UserGroupUser[]>(`/user-groups/User/${userId}/History`, { signal });

export const useUserMemberships = (userId: number) =>
  useQuery({ queryKey: userGroupsKeys.memberships(userId), queryFn: ({ signal }) => getUserMemberships(userId, signal), retry: false });

export const useUserMembershipHistory = (userId: number) =>
  useQuery({ queryKey: userGroupsKeys.history(userId), queryFn: ({ signal }) => getUserMembershipHistory(userId, signal), retry: false });
