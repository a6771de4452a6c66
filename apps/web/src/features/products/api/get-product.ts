import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { productKeys } from './keys.ts';

/** GET /api/products/{id}. */
export const getProduct = (id: number, signal?: AbortSignal): Promise<Product> => api.get<Product>(`/products/${id}`, { signal });

export const productQueryOptions = (id: number) => queryOptions({
  queryKey: productKeys.detail(id),
  queryFn: ({ signal }) => getProduct(id, signal),
  retry: false,
});

/** Loads the record being edited; disabled on the register screen (id undefined). */
export const useProduct = (id: number | undefined) =>
  useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== undefined });
