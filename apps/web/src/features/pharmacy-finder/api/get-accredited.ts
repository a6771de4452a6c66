import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export interface AccreditedSearch { postalCode: string; uf?: string | undefined }

/** GET /api/procedures/by-code/{code}/accredited: 404 accreditedNotFound when none is near, 502 failedToLoadPharmacies. */
export const accreditedQueryOptions = (code: string, search: AccreditedSearch | null) => queryOptions({
  queryKey: ['accredited-pharmacies', code, search?.postalCode ?? '', search?.uf ?? ''] as const,
  queryFn: ({ signal }) => api.pharmacies.accredited({
    params: { code }, query: { postalCode: search!.postalCode, ...(search?.uf ? { uf: search.uf as never } : {}) },
  }, { signal }),
  enabled: search !== null,
  retry: false,
});

export const useAccredited = (code: string, search: AccreditedSearch | null) => useQuery(accreditedQueryOptions(code, search));
