import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { examRequestKeys } from './keys.ts';

/** Each exam of the group with the signed-in doctor's vouchers and its caption (spec §2). */
export const useExamAvailability = (programId: number | undefined, examGroupId: number | undefined) => useQuery({
  queryKey: examRequestKeys.availability(programId ?? 0, examGroupId ?? 0),
  queryFn: ({ signal }) => api.procedures.examAvailability({ query: { programId: programId!, examGroupId: examGroupId! } }, { signal }),
  enabled: programId !== undefined && examGroupId !== undefined,
});
