import { useMutation } from '@tanstack/react-query';
import { onlyDigits, type PatientCheck, type PatientVerification } from '@portal/domain';
import { api } from '@/lib/api.ts';

/**
 * GET /api/procedures/by-code/{code}/{cpf}: step 1; answers the patient and the privacy centre's
 * token, or, on another doctor's link for a patient on file, that a code went by SMS to the phone
 * on record (decision 0041).
 */
export const checkPatient = ({ code, cpf }: { code: string; cpf: string }) =>
  api.patientLink.check({ params: { code, cpf: onlyDigits(cpf) } }, { authRedirect: false });

export const useCheckPatient = () => useMutation({ mutationFn: checkPatient });

export const needsSmsCode = (answer: PatientCheck | PatientVerification): answer is PatientVerification => 'verification' in answer;
