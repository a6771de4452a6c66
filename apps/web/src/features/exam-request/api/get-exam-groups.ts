import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { examRequestKeys } from './keys.ts';

/** The exam groups of the chosen follow-up, with their flags, institutions and aids. */
export const useExamGroups = (followupId: number | undefined) => useQuery({
  queryKey: examRequestKeys.examGroups(followupId ?? 0),
  queryFn: ({ signal }) => api.followups.examGroups({ params: { followupId: followupId! } }, { signal }),
  enabled: followupId !== undefined,
});
