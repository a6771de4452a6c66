import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** Every client: the client picker of the programme form. */
export const clientsQueryOptions = queryOptions({
  queryKey: ['clients', 'all'] as const,
  queryFn: ({ signal }) => api.clients.list(undefined, { signal }),
});

export const useClients = () => useQuery(clientsQueryOptions);
