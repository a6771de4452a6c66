import { useMutation } from '@tanstack/react-query';
import { workInstitutionsResponseSchema } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/** Fired on window after a doctor's work institutions change; the logged-in guard re-checks on it. */
export const WORK_INSTITUTIONS_UPDATED_EVENT = 'doctor-work-institutions-updated';

export interface UpdateWorkInstitutionsInput {
  doctorId: number;
  workInstitutions: string[];
  programId: number;
}

/** PUT /api/doctors/work-institutions; answers the joined list. */
export async function updateWorkInstitutions(input: UpdateWorkInstitutionsInput): Promise<string> {
  const data = workInstitutionsResponseSchema.parse(await api.put<unknown>('/doctors/work-institutions', input));
  window.dispatchEvent(new Event(WORK_INSTITUTIONS_UPDATED_EVENT));
  return data.workInstitutions;
}

export const useUpdateWorkInstitutions = () => useMutation({ mutationFn: updateWorkInstitutions });
