import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The terms a new doctor must accept in the programme. */
export const getPublicPolicies = (programId: number, signal?: AbortSignal) =>
  api.signup.policies({ query: { programId, userType: 'DOCTOR' } }, { signal, authRedirect: false });

export const publicPoliciesQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['signup', 'policies', programId],
    queryFn: ({ signal }) => getPublicPolicies(programId, signal),
    staleTime: 5 * 60_000,
  });

export const usePublicPolicies = (programId: number) => useQuery(publicPoliciesQueryOptions(programId));
