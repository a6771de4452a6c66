import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { programKeys } from './keys.ts';

/** GET /api/programs/{id}. */
export const getProgram = (id: number, signal?: AbortSignal): Promise<Program> => api.get<Program>(`/programs/${id}`, { signal });

export const programQueryOptions = (id: number) => queryOptions({
  queryKey: programKeys.detail(id),
  queryFn: ({ signal }) => getProgram(id, signal),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useProgram = (id: number | undefined) =>
  useQuery({ ...programQueryOptions(id ?? 0), enabled: id !== undefined });
