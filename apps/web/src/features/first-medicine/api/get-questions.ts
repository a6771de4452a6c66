import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { firstMedicineKeys } from './keys.ts';

/** The product's dynamic questionnaire (spec §3, origin 23), as the registration service returns it. */
export const useQuestions = (programId: number | undefined, productId: number | undefined) => useQuery({
  queryKey: firstMedicineKeys.questions(programId ?? 0, productId ?? 0),
  queryFn: ({ signal }) => api.firstMedicine.questions({ query: { programId: programId!, productId: productId! } }, { signal }),
  enabled: programId !== undefined && productId !== undefined,
  staleTime: 5 * 60_000,
});
