import { useMutation } from '@tanstack/react-query';
import { PATIENT_TOKEN_HEADER, type ConfirmPatientForm } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** PUT /api/procedures/by-code/{code}/patient: step 2, the data and the consents, with the token of step 1. */
export const confirmPatient = ({ code, token, patient }: { code: string; token: string; patient: ConfirmPatientForm }) =>
  api.patientLink.confirm({ params: { code }, body: { patient } }, { headers: { [PATIENT_TOKEN_HEADER]: token }, authRedirect: false });

export const useConfirmPatient = () => useMutation({ mutationFn: confirmPatient });
