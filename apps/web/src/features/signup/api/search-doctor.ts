import { useMutation } from '@tanstack/react-query';
import { doctorLookupResponseSchema, type DoctorLookup, type DoctorSearchInput } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

export interface SearchDoctorInput extends DoctorSearchInput {
  programId: number;
}

/**
 * GET /api/doctors/{uf}/{crm}?signup=true&programId= (signup step 0). Errors: doctorExists (409),
 * invalidCRM, anything else failedToSearchDoctor.
 */
export async function searchDoctorForSignup({ crm, uf, programId }: SearchDoctorInput): Promise<DoctorLookup> {
  const query = new URLSearchParams({ signup: 'true', programId: String(programId) });
  const data = await api.get<unknown>(`/doctors/${encodeURIComponent(uf)}/${encodeURIComponent(crm)}?${query.toString()}`, { authRedirect: false });
  return doctorLookupResponseSchema.parse(data);
}

export const useSearchDoctorForSignup = () => useMutation({ mutationFn: searchDoctorForSignup });
