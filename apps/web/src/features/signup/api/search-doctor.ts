import { useMutation } from '@tanstack/react-query';
import { isSignupLookup, type DoctorSearchInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

export interface SearchDoctorInput extends DoctorSearchInput {
  programId: number;
}

/**
 * Signup step 0: does the CRM have an account, and may it join this programme? Errors:
 * doctorExists (409), invalidCRM, anything else failedToSearchDoctor.
 */
export async function searchDoctorForSignup({ crm, uf, programId }: SearchDoctorInput) {
  const answer = await api.doctors.lookup({ params: { uf, crm }, query: { signup: 'true', programId } }, { authRedirect: false });
  if (!isSignupLookup(answer)) throw new Error('The signup lookup answered without the signup fields');
  return answer;
}

export const useSearchDoctorForSignup = () => useMutation({ mutationFn: searchDoctorForSignup });
