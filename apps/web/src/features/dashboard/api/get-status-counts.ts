import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** `GET /procedures/status-counts/{programId}`: the requests the viewer may see, per type and displayed status. */
export const statusCountsQueryOptions = (programId: number) => queryOptions({
  queryKey: dashboardKeys.statusCounts(programId),
  queryFn: ({ signal }) => api.procedures.statusCounts({ params: { programId } }, { signal }),
});

export const useStatusCounts = (programId: number) => useQuery(statusCountsQueryOptions(programId));
