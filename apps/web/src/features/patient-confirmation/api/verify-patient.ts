import { useMutation } from '@tanstack/react-query';
import { onlyDigits } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** POST /api/procedures/by-code/{code}/verify: the code sent to the phone on record; answers as step 1 does. */
export const verifyPatient = ({ code, cpf, smsCode }: { code: string; cpf: string; smsCode: string }) =>
  api.patientLink.verify({ params: { code }, body: { cpf: onlyDigits(cpf), smsCode } }, { authRedirect: false });

export const useVerifyPatient = () => useMutation({ mutationFn: verifyPatient });
