import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** A programme's travel groups: the travel group picker and the follow-up filter. */
export const travelGroupsQueryOptions = (programId: number) => queryOptions({
  queryKey: ['travel-groups', programId] as const,
  queryFn: ({ signal }) => api.followups.travelGroups({ params: { programId } }, { signal }),
});

export const useTravelGroups = (programId: number) => useQuery(travelGroupsQueryOptions(programId));
