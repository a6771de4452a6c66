import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** `GET /procedures/weekly-volume/{programId}`: requests made per week over the last twelve weeks. */
export const weeklyVolumeQueryOptions = (programId: number) => queryOptions({
  queryKey: dashboardKeys.weeklyVolume(programId),
  queryFn: ({ signal }) => api.procedures.weeklyVolume({ params: { programId } }, { signal }),
});

export const useWeeklyVolume = (programId: number) => useQuery(weeklyVolumeQueryOptions(programId));
