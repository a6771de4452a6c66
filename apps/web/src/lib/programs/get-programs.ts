import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

export const programsQueryKey = ['programs', 'list'] as const;

/** Every programme, public data only. */
export const programsQueryOptions = queryOptions({
  queryKey: programsQueryKey,
  queryFn: ({ signal }) => api.programs.listPublic(undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const usePrograms = () => useQuery(programsQueryOptions);
