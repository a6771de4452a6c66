import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxMessageSchema, type OutboxMessage } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/** GET /api/dev/outbox: the latest SMS and e-mails; the route exists only outside production (404 there). */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return outboxMessageSchema.array().parse(await api.get<unknown>('/dev/outbox', { signal, authRedirect: false }));
}

export const outboxQueryOptions = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: ({ signal }) => getOutbox(signal),
  retry: false,
  refetchInterval: 5000,
});

export const useOutbox = () => useQuery(outboxQueryOptions);
