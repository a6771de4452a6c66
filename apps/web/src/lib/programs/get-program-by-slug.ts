import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProgram } from '@portal/domain';
import { api } from '../api-client.ts';

/** GET /api/programs/by-slug/{slug} (shape: publicProgramSchema); 404 programNotFound when unknown. */
export const getProgramBySlug = (slug: string, signal?: AbortSignal): Promise<PublicProgram> =>
  api.get<PublicProgram>(`/programs/by-slug/${encodeURIComponent(slug)}`, { signal });

export const programBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['programs', 'by-slug', slug.toLowerCase()],
    queryFn: ({ signal }) => getProgramBySlug(slug, signal),
    staleTime: 5 * 60_000,
  });

export const useProgramBySlug = (slug: string | null) =>
  useQuery({ ...programBySlugQueryOptions(slug ?? ''), enabled: Boolean(slug) });
