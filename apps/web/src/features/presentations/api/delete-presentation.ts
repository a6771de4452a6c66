import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { presentationKeys } from './keys.ts';

/** DELETE /api/presentations/{id}. */
export const deletePresentation = (id: number): Promise<undefined> => api.delete<undefined>(`/presentations/${id}`);

export function useDeletePresentation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePresentation, onSuccess: () => queryClient.invalidateQueries({ queryKey: presentationKeys.all }) });
}
