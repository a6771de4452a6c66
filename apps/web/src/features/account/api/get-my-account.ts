import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

export const myAccountQueryKey = ['users', 'me'] as const;

/** GET /api/users/me: the e-mail and, for doctors, the doctor id and work institutions. */
export async function getMyAccount(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await api.get<unknown>('/users/me', { signal }));
}

export const myAccountQueryOptions = queryOptions({
  queryKey: myAccountQueryKey,
  queryFn: ({ signal }) => getMyAccount(signal),
});

export const useMyAccount = () => useQuery(myAccountQueryOptions);
