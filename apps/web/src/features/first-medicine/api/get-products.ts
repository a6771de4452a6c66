import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { firstMedicineKeys } from './keys.ts';

/** The programme's products the registration service releases. */
export const useMedicines = (programId: number | undefined) => useQuery({
  queryKey: firstMedicineKeys.medicines(programId ?? 0),
  queryFn: ({ signal }) => api.firstMedicine.medicines({ query: { programId: programId! } }, { signal }),
  enabled: programId !== undefined,
});

/** The chosen product's presentations offered at treatment start. */
export const usePresentations = (programId: number | undefined, productId: number | undefined) => useQuery({
  queryKey: firstMedicineKeys.presentations(programId ?? 0, productId ?? 0),
  queryFn: ({ signal }) => api.firstMedicine.presentations({ query: { programId: programId!, productId: productId! } }, { signal }),
  enabled: programId !== undefined && productId !== undefined,
});
