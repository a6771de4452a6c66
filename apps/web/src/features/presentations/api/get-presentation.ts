import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Presentation } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { presentationKeys } from './keys.ts';

/** GET /api/presentations/{id}?programId. */
export const getPresentation = (id: number, programId: number, signal?: AbortSignal): Promise<Presentation> => api.get<Presentation>(`/presentations/${id}?programId=${programId}`, { signal });

export const presentationQueryOptions = (id: number, programId: number) => queryOptions({
  queryKey: presentationKeys.detail(id),
  queryFn: ({ signal }) => getPresentation(id, programId, signal),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const usePresentation = (id: number | undefined, programId: number) =>
  useQuery({ ...presentationQueryOptions(id ?? 0, programId), enabled: id !== undefined });
