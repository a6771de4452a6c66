import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** A programme's products, for pickers and lists (leaflets, presentations). */
export const programProductsQueryOptions = (programId: number) => queryOptions({
  queryKey: ['products', 'program', programId] as const,
  queryFn: ({ signal }) => api.products.ofProgram({ params: { programId } }, { signal }),
});

export const useProgramProducts = (programId: number) => useQuery(programProductsQueryOptions(programId));
