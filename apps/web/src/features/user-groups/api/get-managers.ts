import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { userGroupsKeys } from './keys.ts';

/** Who may manage this member (ranked above it), matching the typed search; the first page by name. */
export const getManagers = (userId: number, filter: string, signal?: AbortSignal) =>
  api.users.managers({ query: { userId, filter: filter || undefined, take: 20 } }, { signal });

export const useManagers = (userId: number, filter: string, enabled: boolean) =>
  useQuery({
    queryKey: userGroupsKeys.managers(userId, filter),
    queryFn: ({ signal }) => getManagers(userId, filter, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
