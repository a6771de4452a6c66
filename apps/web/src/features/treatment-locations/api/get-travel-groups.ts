import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TravelGroup } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/** GET /api/programs/{programId}/travel-groups: the travel group picker and the follow-up filter. */
export const getTravelGroups = (programId: number, signal?: AbortSignal): Promise<TravelGroup[]> =>
  api.get<TravelGroup[]>(`/programs/${programId}/travel-groups`, { signal });

export const travelGroupsQueryOptions = (programId: number) => queryOptions({
  queryKey: ['travel-groups', programId] as const,
  queryFn: ({ signal }) => getTravelGroups(programId, signal),
});

export const useTravelGroups = (programId: number) => useQuery(travelGroupsQueryOptions(programId));
