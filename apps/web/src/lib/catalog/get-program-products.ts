import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@portal/domain';
import { api } from '../api-client.ts';

/** GET /api/programs/{programId}/products: a programme's products, for pickers and lists (leaflets, presentations). */
export const getProgramProducts = (programId: number, signal?: AbortSignal): Promise<Product[]> =>
  api.get<Product[]>(`/programs/${programId}/products`, { signal });

export const programProductsQueryOptions = (programId: number) => queryOptions({
  queryKey: ['products', 'program', programId] as const,
  queryFn: ({ signal }) => getProgramProducts(programId, signal),
});

export const useProgramProducts = (programId: number) => useQuery(programProductsQueryOptions(programId));
