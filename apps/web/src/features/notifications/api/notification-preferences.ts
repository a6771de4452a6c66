import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesUpdate } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

/** The caller's channels (on or off, and the address each would use). */
export const notificationPreferencesQueryOptions = () => queryOptions({
  queryKey: notificationsKeys.preferences,
  queryFn: ({ signal }) => api.notifications.preferences({}, { signal }),
});

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

/** Saves the choice per channel; the server refuses a channel without an address. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesUpdate) => api.notifications.updatePreferences({ body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationsKeys.preferences, saved),
  });
}
