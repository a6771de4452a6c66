import { useQuery } from '@tanstack/react-query';
import { UFS, type Uf } from '@portal/domain';
import { api } from '@/lib/api.ts';

const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value);

/** The cities of a state (spec §7 `get-cities-by-state`); nothing until a state is chosen. */
export const useCities = (state: string, enabled: boolean) => useQuery({
  queryKey: ['address', 'cities', state] as const,
  queryFn: ({ signal }) => api.referenceData.cities({ params: { state: isUf(state) ? state : 'SP' } }, { signal }),
  enabled: enabled && isUf(state),
  staleTime: 60 * 60_000,
});
