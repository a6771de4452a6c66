import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useCheckPatient } from '../api/check-patient.ts';
import type { FirstMedicineValues, PatientLookup } from '../components/first-medicine-values.ts';
import type { ReleaseContext } from '../components/release-body.ts';

/**
 * Spec §4 Patient lookup: `unknown` until Buscar answers `registered` or `notRegistered`; a changed
 * CPF is unknown again. A failed check shows the service's message, else 'Falha ao verificar o CPF'.
 */
export function useLookup(form: UseFormReturn<FirstMedicineValues, ReleaseContext | undefined>, programId: number | undefined) {
  const { t } = useTranslation();
  const check = useCheckPatient();
  const [state, setState] = useState<PatientLookup>('unknown');
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToCheckCpf',
    codes: {
      invalidCpf: { field: 'cpf', toast: false },
      failedToCheckCpf: { toast: false, then: (e: ApiError) => toast(e.message.trim() || t('err.failedToCheckCpf'), 'error') },
    },
  });

  const search = (cpf: string) => {
    if (programId === undefined || check.isPending) return;
    setState('unknown');
    check.mutate({ programId, cpf }, {
      onSuccess: (result) => setState(result.state),
      onError: showError,
    });
  };

  return { state, searching: check.isPending, search, forget: () => setState('unknown') };
}
