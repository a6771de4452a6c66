import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Followup } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { followupKeys } from './keys.ts';

/** GET /api/followups/{id}?programId. */
export const getFollowup = (id: number, programId: number, signal?: AbortSignal): Promise<Followup> => api.get<Followup>(`/followups/${id}?programId=${programId}`, { signal });

export const followupQueryOptions = (id: number, programId: number) => queryOptions({
  queryKey: followupKeys.detail(id),
  queryFn: ({ signal }) => getFollowup(id, programId, signal),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useFollowup = (id: number | undefined, programId: number) =>
  useQuery({ ...followupQueryOptions(id ?? 0, programId), enabled: id !== undefined });
