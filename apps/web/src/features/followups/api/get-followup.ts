import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { followupKeys } from './keys.ts';

/** A follow-up of the programme. */
export const followupQueryOptions = (id: number, programId: number) => queryOptions({
  queryKey: followupKeys.detail(id),
  queryFn: ({ signal }) => api.followups.get({ params: { id }, query: { programId } }, { signal }),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useFollowup = (id: number | undefined, programId: number) =>
  useQuery({ ...followupQueryOptions(id ?? 0, programId), enabled: id !== undefined });
