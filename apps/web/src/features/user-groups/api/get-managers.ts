import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Who may manage this member (ranked above it). */
export const getManagers = (userId: number, signal?: AbortSignal) => api.users.managers({ query: { userId } }, { signal });

export const useManagers = (userId: number, enabled: boolean) =>
  useQuery({ queryKey: userGroupsKeys.managers(userId), queryFn: ({ signal }) => getManagers(userId, signal), enabled });
