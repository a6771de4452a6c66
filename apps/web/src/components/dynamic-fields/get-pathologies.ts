import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The programme's pathologies (PATHOLOGYSELECT options), from the pathologies integration. */
export const usePathologies = (programSlug: string | null | undefined, enabled: boolean) => useQuery({
  queryKey: ['pathologies', programSlug] as const,
  queryFn: ({ signal }) => api.referenceData.pathologies({ params: { programSlug: programSlug! } }, { signal }),
  enabled: enabled && Boolean(programSlug),
  staleTime: 5 * 60_000,
});
