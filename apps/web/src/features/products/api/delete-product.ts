import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { productKeys } from './keys.ts';

/** DELETE /api/products/{productId}. */
export const deleteProduct = (id: number): Promise<undefined> => api.delete<undefined>(`/products/${id}`);

export const useDeleteProduct = () => useInvalidatingMutation(deleteProduct, productKeys.all);
