import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { usersKeys } from './keys.ts';

/** A user of the session programme, with the doctor block. */
export const userQueryOptions = (id: number) => queryOptions({
  queryKey: usersKeys.detail(id),
  queryFn: ({ signal }) => api.users.get({ params: { id } }, { signal }),
  staleTime: 0,
});

export const useUser = (id: number | undefined) => useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
