import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { clientKeys } from './keys.ts';

/** DELETE /api/clients/delete/{id}. */
export const deleteClient = (id: number): Promise<undefined> => api.delete<undefined>(`/clients/delete/${id}`);

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }) });
}
