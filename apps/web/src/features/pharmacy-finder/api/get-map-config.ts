import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** GET /api/integration/map-config: the tile layer, or none (markers only; the list leads). */
export const mapConfigQueryOptions = () => queryOptions({
  queryKey: ['map-config'] as const,
  queryFn: ({ signal }) => api.pharmacies.mapConfig({}, { signal }),
  staleTime: Infinity,
});

export const useMapConfig = () => useQuery(mapConfigQueryOptions());
