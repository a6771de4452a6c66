import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { clientKeys } from './keys.ts';

export const clientQueryOptions = (id: number) => queryOptions({
  queryKey: clientKeys.detail(id),
  queryFn: ({ signal }) => api.clients.get({ params: { clientId: id } }, { signal }),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useClient = (id: number | undefined) =>
  useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== undefined });
