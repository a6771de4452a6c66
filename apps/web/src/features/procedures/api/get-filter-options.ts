import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { proceduresKeys } from './keys.ts';

const STALE_MS = 60_000;

/** The programme's follow-ups and every exam group under them, for the exams list filters. */
export function useExamFilterOptions(programId: number, enabled: boolean) {
  const followups = useQuery({
    queryKey: proceduresKeys.followups(programId),
    queryFn: ({ signal }) => api.followups.ofProgram({ params: { programId }, query: {} }, { signal }),
    enabled,
    staleTime: STALE_MS,
  });
  const groups = useQueries({
    queries: (followups.data ?? []).map((f) => ({
      queryKey: proceduresKeys.examGroups(f.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.followups.examGroups({ params: { followupId: f.id } }, { signal }),
      staleTime: STALE_MS,
    })),
  });
  return {
    followups: followups.data ?? [],
    examGroups: (followups.data ?? []).flatMap((f, i) => (groups[i]?.data ?? []).map((g) => ({ id: g.id, name: g.name, followupId: f.id }))),
  };
}
