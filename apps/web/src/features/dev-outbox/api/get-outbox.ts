import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** GET /api/dev/outbox: the latest SMS and e-mails; the route exists only outside production (404 there). */
export const getOutbox = (signal?: AbortSignal) => api.outbox.list({}, { signal, authRedirect: false });

export const outboxQueryOptions = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: ({ signal }) => getOutbox(signal),
  retry: false,
  refetchInterval: 5000,
});

export const useOutbox = () => useQuery(outboxQueryOptions);
