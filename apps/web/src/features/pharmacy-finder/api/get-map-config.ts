import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** GET /api/integration/map-config: the tile layer, or none (markers only; the list leads). */
export const mapConfigQueryOptions = () => queryOptions({
  queryKey: ['map-config'] as const,
  queryFn: ({ signal }) => api.pharmacies.mapConfig({}, { signal }),
  staleTime: Infinity,
});

/** Asked only once the map is wanted (`enabled`): the list view never needs it. */
export const useMapConfig = (enabled = true) => useQuery({ ...mapConfigQueryOptions(), enabled });
