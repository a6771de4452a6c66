import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { examRequestKeys } from './keys.ts';

/** The programme's follow-ups, the first choice of the form. */
export const useFollowups = (programId: number | undefined) => useQuery({
  queryKey: examRequestKeys.followups(programId ?? 0),
  queryFn: ({ signal }) => api.followups.ofProgram({ params: { programId: programId! }, query: {} }, { signal }),
  enabled: programId !== undefined,
});
