import { useMutation } from '@tanstack/react-query';
import { onlyDigits } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** GET /api/procedures/by-code/{code}/{cpf}: step 1; answers the patient and the privacy centre's token. */
export const checkPatient = ({ code, cpf }: { code: string; cpf: string }) =>
  api.patientLink.check({ params: { code, cpf: onlyDigits(cpf) } }, { authRedirect: false });

export const useCheckPatient = () => useMutation({ mutationFn: checkPatient });
