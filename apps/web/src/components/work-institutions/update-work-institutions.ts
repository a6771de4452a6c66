import { useMutation } from '@tanstack/react-query';
import type { WorkInstitutionsUpdateInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** Fired on window after a doctor's work institutions change; the logged-in guard re-checks on it. */
export const WORK_INSTITUTIONS_UPDATED_EVENT = 'doctor-work-institutions-updated';

/** PUT /api/doctors/work-institutions; answers the joined list. */
export async function updateWorkInstitutions(input: WorkInstitutionsUpdateInput): Promise<string> {
  const data = await api.account.updateWorkInstitutions({ body: input });
  window.dispatchEvent(new Event(WORK_INSTITUTIONS_UPDATED_EVENT));
  return data.workInstitutions;
}

export const useUpdateWorkInstitutions = () => useMutation({ mutationFn: updateWorkInstitutions });
