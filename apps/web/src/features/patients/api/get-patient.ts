import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSession } from '@/lib/auth/session.ts';
import { api } from '@/lib/api.ts';
import { patientsKeys } from './keys.ts';

/** One patient's details from the patient-care system. */
export const patientQueryOptions = (programId: number, patientId: string) => queryOptions({
  queryKey: patientsKeys.detail(programId, patientId),
  queryFn: ({ signal }) => api.patientCare.details({ params: { patientId } }, { signal }),
  retry: false,
});

/** The patient of the `/:id` route, in the signed-in programme. */
export function useRoutePatient() {
  const patientId = useParams().id ?? '';
  const { user } = useSession();
  return useQuery(patientQueryOptions(user?.programId ?? 0, patientId));
}
