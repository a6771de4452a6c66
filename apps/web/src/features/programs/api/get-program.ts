import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { programKeys } from './keys.ts';

export const programQueryOptions = (id: number) => queryOptions({
  queryKey: programKeys.detail(id),
  queryFn: ({ signal }) => api.programs.get({ params: { id } }, { signal }),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useProgram = (id: number | undefined) =>
  useQuery({ ...programQueryOptions(id ?? 0), enabled: id !== undefined });
