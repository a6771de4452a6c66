import { useMutation } from '@tanstack/react-query';
import type { ConfirmPatientForm } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** PUT /api/procedures/by-code/{code}/patient: step 2, the data and the consents. */
export const confirmPatient = ({ code, patient }: { code: string; patient: ConfirmPatientForm }) =>
  api.patientLink.confirm({ params: { code }, body: { patient } }, { authRedirect: false });

export const useConfirmPatient = () => useMutation({ mutationFn: confirmPatient });
