import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { treatmentLocationKeys } from './keys.ts';

/** DELETE /api/treatmentLocations/{id}. */
export const deleteTreatmentLocation = (id: number): Promise<undefined> => api.delete<undefined>(`/treatmentLocations/${id}`);

export const useDeleteTreatmentLocation = () => useInvalidatingMutation(deleteTreatmentLocation, treatmentLocationKeys.all);
