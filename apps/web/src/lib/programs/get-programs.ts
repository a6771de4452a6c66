import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProgram } from '@portal/domain';
import { api } from '../api-client.ts';

export const programsQueryKey = ['programs', 'list'] as const;

/** GET /api/programs/list/all: every programme, public data only (shape: publicProgramSchema). */
export const getPrograms = (signal?: AbortSignal): Promise<PublicProgram[]> =>
  api.get<PublicProgram[]>('/programs/list/all', { signal });

export const programsQueryOptions = queryOptions({
  queryKey: programsQueryKey,
  queryFn: ({ signal }) => getPrograms(signal),
  staleTime: 5 * 60_000,
});

export const usePrograms = () => useQuery(programsQueryOptions);
