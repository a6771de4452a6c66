import { useQuery } from '@tanstack/react-query';
import type { UserRef } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { userGroupsKeys } from './keys.ts';

/** GET /api/users/managers?userId: who may manage this member (ranked above it). */
export const getManagers = (userId: number, signal?: AbortSignal): Promise<UserRef[]> =>
  api.get<UserRef[]>(`/users/managers?userId=${userId}`, { signal });

export const useManagers = (userId: number, enabled: boolean) =>
  useQuery({ queryKey: userGroupsKeys.managers(userId), queryFn: ({ signal }) => getManagers(userId, signal), enabled });
