import { useMutation } from '@tanstack/react-query';
import { recoverLoginResponseSchema, type DoctorSearchInput, type RecoverLogin } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/** GET /api/doctors/{uf}/{crm}: the masked login e-mail of a registered doctor; 404 failedToSearchDoctor. */
export async function searchLoginEmail({ crm, uf }: DoctorSearchInput): Promise<RecoverLogin> {
  const data = await api.get<unknown>(`/doctors/${encodeURIComponent(uf)}/${encodeURIComponent(crm)}`, { authRedirect: false });
  return recoverLoginResponseSchema.parse(data);
}

export const useSearchLoginEmail = () => useMutation({ mutationFn: searchLoginEmail });
