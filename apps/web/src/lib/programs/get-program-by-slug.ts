import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** A programme's public data by its slug; 404 programNotFound when unknown. */
export const programBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['programs', 'by-slug', slug.toLowerCase()],
    queryFn: ({ signal }) => api.programs.bySlug({ params: { slug } }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useProgramBySlug = (slug: string | null) =>
  useQuery({ ...programBySlugQueryOptions(slug ?? ''), enabled: Boolean(slug) });
