import type { Product, ProductForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { productKeys } from './keys.ts';

/** POST /products (register) or PUT /products/${id} (edit). */
export const saveProduct = ({ id, values }: { id?: number | undefined; values: ProductForm }): Promise<Product> =>
  id === undefined ? api.post<Product>('/products', values) : api.put<Product>(`/products/${id}`, values);

export const useSaveProduct = () => useInvalidatingMutation(saveProduct, productKeys.all);
