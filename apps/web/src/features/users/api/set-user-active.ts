import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { usersKeys } from './keys.ts';

/** PUT /api/users/{id}/active: deactivates (false) or reactivates (true) a user. */
export const setUserActive = ({ id, active }: { id: number; active: boolean }) =>
  api.users.setActive({ params: { id }, body: { active } });

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
