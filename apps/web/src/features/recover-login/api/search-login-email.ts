import { useMutation } from '@tanstack/react-query';
import { isSignupLookup, type DoctorSearchInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** The masked login e-mail of a registered doctor; 404 failedToSearchDoctor. */
export async function searchLoginEmail({ crm, uf }: DoctorSearchInput) {
  const answer = await api.doctors.lookup({ params: { uf, crm } }, { authRedirect: false });
  if (isSignupLookup(answer)) throw new Error('The login lookup answered the signup fields');
  return answer;
}

export const useSearchLoginEmail = () => useMutation({ mutationFn: searchLoginEmail });
