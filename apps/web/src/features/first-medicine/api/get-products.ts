import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { firstMedicineKeys } from './keys.ts';

/** The programme's products, the first choice of the release. */
export const useProducts = (programId: number | undefined) => useQuery({
  queryKey: firstMedicineKeys.products(programId ?? 0),
  queryFn: ({ signal }) => api.products.ofProgram({ params: { programId: programId! } }, { signal }),
  enabled: programId !== undefined,
});

/** The presentations of the chosen product. */
export const usePresentations = (productId: number | undefined) => useQuery({
  queryKey: firstMedicineKeys.presentations(productId ?? 0),
  queryFn: ({ signal }) => api.presentations.ofProduct({ params: { productId: productId! } }, { signal }),
  enabled: productId !== undefined,
});
