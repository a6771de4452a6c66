import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { doctorsKeys } from './keys.ts';

/** Whether the one-time programme notice is due (doctors only ask). */
export const useProgramNoticeQuery = (programId: number, enabled: boolean) => useQuery({
  queryKey: doctorsKeys.notice(programId),
  queryFn: ({ signal }) => api.doctors.notice(undefined, { signal }),
  enabled,
  staleTime: Infinity,
});

export const useMarkProgramNoticeSeen = () => useMutation({ mutationFn: () => api.doctors.noticeSeen() });
