import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { examRequestKeys } from './keys.ts';

/** The exams of the group; with an institution, only those it performs and ships. */
export const useExams = (examGroupId: number | undefined, institutionId: number | undefined) => useQuery({
  queryKey: examRequestKeys.exams(examGroupId ?? 0, institutionId),
  queryFn: ({ signal }) => api.examGroups.exams({ params: { examGroupId: examGroupId! }, query: { institutionId } }, { signal }),
  enabled: examGroupId !== undefined,
  placeholderData: keepPreviousData,
});
