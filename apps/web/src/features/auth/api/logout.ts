import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** POST /api/logout: ends the session; the cache of the signed-in user is dropped either way. */
export const logout = () => api.auth.logout(undefined, { authRedirect: false });

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
