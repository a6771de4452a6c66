import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { doctorsKeys } from './keys.ts';

/** The detail's header card: a doctor user (`12`) or an unregistered CRM (`r7`). */
export const doctorQueryOptions = (programId: number, id: string) => queryOptions({
  queryKey: doctorsKeys.detail(programId, id),
  queryFn: ({ signal }) => api.doctors.get({ params: { doctorId: id }, query: { programId } }, { signal }),
  retry: false,
});

export const useDoctor = (programId: number, id: string) => useQuery(doctorQueryOptions(programId, id));
