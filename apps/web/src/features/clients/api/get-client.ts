import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { clientKeys } from './keys.ts';

/** GET /api/clients/list/{clientId}. */
export const getClient = (id: number, signal?: AbortSignal): Promise<Client> => api.get<Client>(`/clients/list/${id}`, { signal });

export const clientQueryOptions = (id: number) => queryOptions({
  queryKey: clientKeys.detail(id),
  queryFn: ({ signal }) => getClient(id, signal),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useClient = (id: number | undefined) =>
  useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== undefined });
