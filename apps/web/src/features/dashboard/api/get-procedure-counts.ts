import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** `GET /procedures/count/{programId}`: the requests the viewer may see, per procedure type. */
export const procedureCountsQueryOptions = (programId: number) => queryOptions({
  queryKey: dashboardKeys.counts(programId),
  queryFn: ({ signal }) => api.procedures.count({ params: { programId } }, { signal }),
});

export const useProcedureCounts = (programId: number) => useQuery(procedureCountsQueryOptions(programId));
