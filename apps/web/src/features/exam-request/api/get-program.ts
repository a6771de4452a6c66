import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { examRequestKeys } from './keys.ts';

/** The signed-in user's programme in full (its `automaticFillPatientDataOnExamRequest` flag). */
export const useProgramDetail = (programId: number | undefined) => useQuery({
  queryKey: examRequestKeys.program(programId ?? 0),
  queryFn: ({ signal }) => api.programs.get({ params: { id: programId! } }, { signal }),
  enabled: programId !== undefined,
  staleTime: 5 * 60_000,
});
