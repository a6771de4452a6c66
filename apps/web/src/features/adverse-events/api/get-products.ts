import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The programme products a report may name: the code's programme from the public link, else the session's. */
export const adverseEventProductsQueryOptions = (code: string | undefined) => queryOptions({
  queryKey: ['adverse-events', 'products', code ?? ''] as const,
  queryFn: ({ signal }) => (code
    ? api.adverseEvents.productsByCode({ params: { code } }, { signal })
    : api.adverseEvents.products({}, { signal })),
});

export const useAdverseEventProducts = (code: string | undefined) => useQuery(adverseEventProductsQueryOptions(code));
