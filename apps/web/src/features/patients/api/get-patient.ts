import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { patientsKeys } from './keys.ts';

/** One patient's details from the patient-care system. */
export const patientQueryOptions = (programId: number, patientId: string) => queryOptions({
  queryKey: patientsKeys.detail(programId, patientId),
  queryFn: ({ signal }) => api.patientCare.details({ params: { patientId } }, { signal }),
  retry: false,
});

export const usePatient = (programId: number, patientId: string) => useQuery(patientQueryOptions(programId, patientId));
