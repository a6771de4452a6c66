import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { examRequestKeys } from './keys.ts';

/** The programme's products, for groups that ask for the patient's product. */
export const useProducts = (programId: number | undefined, enabled: boolean) => useQuery({
  queryKey: examRequestKeys.products(programId ?? 0),
  queryFn: ({ signal }) => api.products.ofProgram({ params: { programId: programId! } }, { signal }),
  enabled: enabled && programId !== undefined,
});

/** The presentations of the chosen product. */
export const usePresentations = (productId: number | undefined) => useQuery({
  queryKey: examRequestKeys.presentations(productId ?? 0),
  queryFn: ({ signal }) => api.presentations.ofProduct({ params: { productId: productId! } }, { signal }),
  enabled: productId !== undefined,
});
