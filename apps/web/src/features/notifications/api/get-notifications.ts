import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

/** How often the bell asks again while the portal is open (the server holds the state; any process answers). */
const POLL_MS = 60_000;

/** The caller's latest notifications and the unread count (the bell). */
export const notificationsQueryOptions = () => queryOptions({
  queryKey: notificationsKeys.list,
  queryFn: ({ signal }) => api.notifications.list({ query: { take: 20 } }, { signal }),
  staleTime: 15_000,
  refetchInterval: POLL_MS,
  refetchIntervalInBackground: false,
});

export const useNotifications = () => useQuery(notificationsQueryOptions());
