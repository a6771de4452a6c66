import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { productKeys } from './keys.ts';

export const deleteProduct = (id: number) => api.products.remove({ params: { productId: id } });

export const useDeleteProduct = () => useInvalidatingMutation(deleteProduct, productKeys.all);
