import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { treatmentLocationKeys } from './keys.ts';

export const deleteTreatmentLocation = (id: number) => api.treatmentLocations.remove({ params: { id } });

export const useDeleteTreatmentLocation = () => useInvalidatingMutation(deleteTreatmentLocation, treatmentLocationKeys.all);
