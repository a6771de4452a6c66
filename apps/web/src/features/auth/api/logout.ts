import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/logout: ends the session; the cache of the signed-in user is dropped either way. */
export const logout = (): Promise<void> => api.post<undefined>('/logout', undefined, { authRedirect: false });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
