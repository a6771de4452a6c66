import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/** GET /api/clients: the client picker of the programme form. */
export const getClients = (signal?: AbortSignal): Promise<Client[]> => api.get<Client[]>('/clients', { signal });

export const clientsQueryOptions = queryOptions({ queryKey: ['clients', 'all'] as const, queryFn: ({ signal }) => getClients(signal) });

export const useClients = () => useQuery(clientsQueryOptions);
