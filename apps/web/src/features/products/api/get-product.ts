import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { productKeys } from './keys.ts';

export const productQueryOptions = (id: number) => queryOptions({
  queryKey: productKeys.detail(id),
  queryFn: ({ signal }) => api.products.get({ params: { id } }, { signal }),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useProduct = (id: number | undefined) =>
  useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
