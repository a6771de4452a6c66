import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { proceduresKeys } from './keys.ts';

/** One request with its children, timeline flags and what the viewer may do with it. */
export const procedureQueryOptions = (id: number) => queryOptions({
  queryKey: proceduresKeys.detail(id),
  queryFn: ({ signal }) => api.procedures.get({ params: { id } }, { signal }),
  retry: false,
});

/** Asks nothing for an id that cannot exist (an address like `/procedures/visits`). */
export const useProcedure = (id: number | null) => useQuery({ ...procedureQueryOptions(id ?? 0), enabled: id !== null });
