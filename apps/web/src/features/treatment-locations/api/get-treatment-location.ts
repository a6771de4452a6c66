import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { treatmentLocationKeys } from './keys.ts';

/** A treatment location of the programme. */
export const treatmentLocationQueryOptions = (id: number, programId: number) => queryOptions({
  queryKey: treatmentLocationKeys.detail(id),
  queryFn: ({ signal }) => api.treatmentLocations.get({ params: { id }, query: { programId } }, { signal }),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useTreatmentLocation = (id: number | undefined, programId: number) =>
  useQuery({ ...treatmentLocationQueryOptions(id ?? 0, programId), enabled: id !== undefined });
