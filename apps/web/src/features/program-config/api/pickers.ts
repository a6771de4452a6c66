import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** The programme's follow-ups: the follow-up pickers and filters of the group registers. */
export const useProgramFollowups = (programId: number) => useQuery({
  queryKey: ['program-config', 'followups', programId] as const,
  queryFn: ({ signal }) => api.followups.ofProgram({ params: { programId } }, { signal }),
});

/** The programme's products: the patient-procedure form and filter. */
export const useProgramProducts = (programId: number) => useQuery({
  queryKey: ['program-config', 'products', programId] as const,
  queryFn: ({ signal }) => api.products.ofProgram({ params: { programId } }, { signal }),
});
