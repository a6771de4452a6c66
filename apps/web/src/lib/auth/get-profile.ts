import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

export const profileQueryKey = ['users', 'me'] as const;

/** GET /api/users/me: the signed-in user's own data, doctor data (work institutions included) and address. */
export const getProfile = (signal?: AbortSignal) => api.account.profile(undefined, { signal });

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
});

export const useProfile = () => useQuery(profileQueryOptions);
