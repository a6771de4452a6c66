import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { usersKeys } from './keys.ts';

/** Registers a user, or edits user `id`. */
export const saveUser = ({ id, values }: { id?: number | undefined; values: UserInput }) =>
  id === undefined ? api.users.create({ body: values }) : api.users.update({ params: { id }, body: values });

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
