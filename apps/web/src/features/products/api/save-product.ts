import type { ProductForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { productKeys } from './keys.ts';

/** Registers a product, or edits product `id`. */
export const saveProduct = ({ id, values }: { id?: number | undefined; values: ProductForm }) =>
  id === undefined ? api.products.create({ body: values }) : api.products.update({ params: { id }, body: values });

export const useSaveProduct = () => useInvalidatingMutation(saveProduct, productKeys.all);
