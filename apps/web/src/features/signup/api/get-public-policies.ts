import { queryOptions, useQuery } from '@tanstack/react-query';
import { usagePolicySchema, type UsagePolicy } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/** GET /api/program-usage-policies/public?programId=&userType=DOCTOR: the terms a new doctor must accept. */
export async function getPublicPolicies(programId: number, signal?: AbortSignal): Promise<UsagePolicy[]> {
  const data = await api.get<unknown>(`/program-usage-policies/public?programId=${programId}&userType=DOCTOR`, { signal, authRedirect: false });
  return usagePolicySchema.array().parse(data);
}

export const publicPoliciesQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['signup', 'policies', programId],
    queryFn: ({ signal }) => getPublicPolicies(programId, signal),
    staleTime: 5 * 60_000,
  });

export const usePublicPolicies = (programId: number) => useQuery(publicPoliciesQueryOptions(programId));
