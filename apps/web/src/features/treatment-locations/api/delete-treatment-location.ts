import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { treatmentLocationKeys } from './keys.ts';

/** DELETE /api/treatmentLocations/{id}. */
export const deleteTreatmentLocation = (id: number): Promise<undefined> => api.delete<undefined>(`/treatmentLocations/${id}`);

export function useDeleteTreatmentLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTreatmentLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: treatmentLocationKeys.all }) });
}
