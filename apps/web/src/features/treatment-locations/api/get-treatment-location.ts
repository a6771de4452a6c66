import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreatmentLocation } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { treatmentLocationKeys } from './keys.ts';

/** GET /api/treatmentLocations/edit/{id}?programId. */
export const getTreatmentLocation = (id: number, programId: number, signal?: AbortSignal): Promise<TreatmentLocation> => api.get<TreatmentLocation>(`/treatmentLocations/edit/${id}?programId=${programId}`, { signal });

export const treatmentLocationQueryOptions = (id: number, programId: number) => queryOptions({
  queryKey: treatmentLocationKeys.detail(id),
  queryFn: ({ signal }) => getTreatmentLocation(id, programId, signal),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useTreatmentLocation = (id: number | undefined, programId: number) =>
  useQuery({ ...treatmentLocationQueryOptions(id ?? 0, programId), enabled: id !== undefined });
