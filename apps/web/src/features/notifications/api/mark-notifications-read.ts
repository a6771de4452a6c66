import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

/** Marks these notifications (or, without ids, all of them) read. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api.notifications.markRead({ body: ids ? { ids } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list }),
  });
}
