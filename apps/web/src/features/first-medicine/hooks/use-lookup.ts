import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { useCheckPatient } from '../api/check-patient.ts';
import type { FirstMedicineValues, PatientLookup } from '../components/first-medicine-values.ts';
import type { ReleaseContext } from '../components/release-body.ts';
import type { Failure } from '../components/failure-notice.tsx';

/**
 * Spec §4 Patient lookup: `unknown` until Buscar answers `registered` or `notRegistered`; a changed
 * CPF is unknown again. A failed check is said in place (`failure`): the service's message, else
 * 'Falha ao verificar o CPF', and what to do next; the CPF stays as typed.
 */
export function useLookup(form: UseFormReturn<FirstMedicineValues, ReleaseContext | undefined>, programId: number | undefined) {
  const { t } = useTranslation();
  const check = useCheckPatient();
  const [state, setState] = useState<PatientLookup>('unknown');
  const [failure, setFailure] = useState<Failure | null>(null);
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToCheckCpf',
    codes: {
      invalidCpf: { field: 'cpf', toast: false },
      failedToCheckCpf: {
        toast: false, then: (e: ApiError) => setFailure({ message: e.message.trim() || t('err.failedToCheckCpf'), nextStepKey: 'firstMedicine.checkCpfNextStep' }),
      },
    },
  });

  const search = (cpf: string) => {
    if (programId === undefined || check.isPending) return;
    setState('unknown');
    setFailure(null);
    check.mutate({ programId, cpf }, {
      onSuccess: (result) => setState(result.state),
      onError: showError,
    });
  };

  const forget = () => {
    setState('unknown');
    setFailure(null);
  };
  return { state, failure, searching: check.isPending, search, forget };
}
