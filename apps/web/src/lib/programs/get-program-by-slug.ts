import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProgram } from '@portal/domain';
import { api } from '../api.ts';

/**
 * Asks for the programme's logo as soon as its data arrives: on /login the logo is the largest
 * paint, and its `<img>` appears only once the form has rendered (a deferred pass, decision 0038),
 * which would start its request that much later. The image then comes from the memory cache.
 */
function warmLogo(program: PublicProgram): PublicProgram {
  if (program.logoUrl && typeof Image !== 'undefined') new Image().src = program.logoUrl;
  return program;
}

/** A programme's public data by its slug; 404 programNotFound when unknown. */
export const programBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['programs', 'by-slug', slug.toLowerCase()],
    queryFn: ({ signal }) => api.programs.bySlug({ params: { slug } }, { signal }).then(warmLogo),
    staleTime: 5 * 60_000,
  });

export const useProgramBySlug = (slug: string | null) =>
  useQuery({ ...programBySlugQueryOptions(slug ?? ''), enabled: Boolean(slug) });
