import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail, UserInput } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { usersKeys } from './keys.ts';

/** POST /api/users (register) or PUT /api/users/{id} (edit). */
export const saveUser = ({ id, values }: { id?: number | undefined; values: UserInput }): Promise<UserDetail> =>
  id === undefined ? api.post<UserDetail>('/users', values) : api.put<UserDetail>(`/users/${id}`, values);

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
