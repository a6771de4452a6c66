import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { usersKeys } from './keys.ts';

/** GET /api/users/{id}: a user of the session programme, with the doctor block. */
export const getUser = (id: number, signal?: AbortSignal): Promise<UserDetail> => api.get<UserDetail>(`/users/${id}`, { signal });

export const userQueryOptions = (id: number) => queryOptions({
  queryKey: usersKeys.detail(id),
  queryFn: ({ signal }) => getUser(id, signal),
  staleTime: 0,
});

export const useUser = (id: number | undefined) => useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
