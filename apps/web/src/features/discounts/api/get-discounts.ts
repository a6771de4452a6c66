import { queryOptions, useQuery } from '@tanstack/react-query';
import { DISCOUNT_PROGRAM_ID, type Uf } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** The discount programme's medicines (always programme 126, spec §9). */
export const useDiscountMedicines = () => useQuery(queryOptions({
  queryKey: ['discounts', DISCOUNT_PROGRAM_ID, 'medicines'] as const,
  queryFn: ({ signal }) => api.discounts.medicines({ params: { programId: DISCOUNT_PROGRAM_ID } }, { signal }),
  staleTime: 10 * 60_000,
}));

export interface DiscountLookup { lineId: number; uf: Uf }

/** A medicine's discounts in a state, once the search names both. */
export const useDiscounts = (lookup: DiscountLookup | null) => useQuery({
  queryKey: ['discounts', DISCOUNT_PROGRAM_ID, lookup?.lineId, lookup?.uf] as const,
  queryFn: ({ signal }) => api.discounts.discounts({ params: { programId: DISCOUNT_PROGRAM_ID, familyId: lookup!.lineId, uf: lookup!.uf } }, { signal }),
  enabled: lookup !== null,
  retry: false,
});
