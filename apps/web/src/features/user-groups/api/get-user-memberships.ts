import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** The user's active memberships in the session programme. */
export const getUserMemberships = (userId: number, signal?: AbortSignal) => api.userGroups.memberships({ params: { userId } }, { signal });

/** Every membership the user had, newest first. */
export const getUserMembershipHistory = (userId: number, signal?: AbortSignal) =>
  api.userGroups.membershipHistory({ params: { userId } }, { signal });

export const useUserMemberships = (userId: number) =>
  useQuery({ queryKey: userGroupsKeys.memberships(userId), queryFn: ({ signal }) => getUserMemberships(userId, signal), retry: false });

export const useUserMembershipHistory = (userId: number) =>
  useQuery({ queryKey: userGroupsKeys.history(userId), queryFn: ({ signal }) => getUserMembershipHistory(userId, signal), retry: false });
