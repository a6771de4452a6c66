import { queryOptions, useQuery } from '@tanstack/react-query';
import { specialtySchema, type Specialty } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/** GET /api/user-groups/get-specialties?programId=: the specialty groups a doctor may pick at signup. */
export async function getSpecialties(programId: number, signal?: AbortSignal): Promise<Specialty[]> {
  const data = await api.get<unknown>(`/user-groups/get-specialties?programId=${programId}`, { signal, authRedirect: false });
  return specialtySchema.array().parse(data);
}

export const specialtiesQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['signup', 'specialties', programId],
    queryFn: ({ signal }) => getSpecialties(programId, signal),
    staleTime: 5 * 60_000,
  });

export const useSpecialties = (programId: number, enabled: boolean) => useQuery({ ...specialtiesQueryOptions(programId), enabled });
