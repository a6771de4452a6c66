import type { TreatmentLocation, TreatmentLocationForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { treatmentLocationKeys } from './keys.ts';

/** POST /treatmentLocations (register) or PUT /treatmentLocations/${id} (edit). */
export const saveTreatmentLocation = ({ id, values }: { id?: number | undefined; values: TreatmentLocationForm }): Promise<TreatmentLocation> =>
  id === undefined ? api.post<TreatmentLocation>('/treatmentLocations', values) : api.put<TreatmentLocation>(`/treatmentLocations/${id}`, values);

export const useSaveTreatmentLocation = () => useInvalidatingMutation(saveTreatmentLocation, treatmentLocationKeys.all);
