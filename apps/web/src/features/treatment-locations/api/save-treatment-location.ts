import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TreatmentLocation, TreatmentLocationForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { treatmentLocationKeys } from './keys.ts';

/** POST /treatmentLocations (register) or PUT /treatmentLocations/${id} (edit). */
export const saveTreatmentLocation = ({ id, values }: { id?: number | undefined; values: TreatmentLocationForm }): Promise<TreatmentLocation> =>
  id === undefined ? api.post<TreatmentLocation>('/treatmentLocations', values) : api.put<TreatmentLocation>(`/treatmentLocations/${id}`, values);

export function useSaveTreatmentLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTreatmentLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: treatmentLocationKeys.all }) });
}
