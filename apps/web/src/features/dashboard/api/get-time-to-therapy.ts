import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** `GET /procedures/time-to-therapy/{programId}`: the managers' panel (windows and who waits longest). */
export const timeToTherapyQueryOptions = (programId: number) => queryOptions({
  queryKey: dashboardKeys.timeToTherapy(programId),
  queryFn: ({ signal }) => api.procedures.timeToTherapy({ params: { programId } }, { signal }),
});

export const useTimeToTherapy = (programId: number) => useQuery(timeToTherapyQueryOptions(programId));
