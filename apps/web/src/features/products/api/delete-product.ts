import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { productKeys } from './keys.ts';

/** DELETE /api/products/{productId}. */
export const deleteProduct = (id: number): Promise<undefined> => api.delete<undefined>(`/products/${id}`);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}
