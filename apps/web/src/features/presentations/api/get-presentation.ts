import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { presentationKeys } from './keys.ts';

/** A presentation of the programme. */
export const presentationQueryOptions = (id: number, programId: number) => queryOptions({
  queryKey: presentationKeys.detail(id),
  queryFn: ({ signal }) => api.presentations.get({ params: { id }, query: { programId } }, { signal }),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const usePresentation = (id: number | undefined, programId: number) =>
  useQuery({ ...presentationQueryOptions(id ?? 0, programId), enabled: id !== undefined });
