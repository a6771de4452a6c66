import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The specialty groups a doctor may pick at signup. */
export const getSpecialties = (programId: number, signal?: AbortSignal) =>
  api.signup.specialties({ query: { programId } }, { signal, authRedirect: false });

export const specialtiesQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['signup', 'specialties', programId],
    queryFn: ({ signal }) => getSpecialties(programId, signal),
    staleTime: 5 * 60_000,
  });

export const useSpecialties = (programId: number, enabled: boolean) => useQuery({ ...specialtiesQueryOptions(programId), enabled });
