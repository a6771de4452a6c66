import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@portal/domain';
import { api } from '../api-client.ts';

export const profileQueryKey = ['users', 'me'] as const;

/** GET /api/users/me: the signed-in user's own data, doctor data (work institutions included) and address. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await api.get<unknown>('/users/me', { signal }));
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});

export const useProfile = () => useQuery(profileQueryOptions);
