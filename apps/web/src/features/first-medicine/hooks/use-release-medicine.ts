import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProcedureCreated } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import type { Failure } from '../components/failure-notice.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useReleaseMedicine } from '../api/release-medicine.ts';
import type { FirstMedicineValues } from '../components/first-medicine-values.ts';
import { formPathOf, toReleaseBody, type ReleaseContext } from '../components/release-body.ts';

export interface Released {
  created: ProcedureCreated;
  /** The patient was registered in the service by this release (spec §8 'Paciente cadastrado com sucesso'). */
  registered: boolean;
}

/**
 * Sends the release once at a time (a second click while sending does nothing). The service's own
 * message (`Mensagem`) is shown when it sent one, else the §8 text, in place through `onFailure`
 * with what to do next; nothing typed is cleared (a patient not eligible included: the doctor
 * checks the CPF rather than typing everything again).
 */
export function useSendRelease(
  form: UseFormReturn<FirstMedicineValues, ReleaseContext | undefined>, context: ReleaseContext | undefined,
  onReleased: (released: Released) => void, onFailure: (failure: Failure | null) => void,
) {
  const { t, i18n } = useTranslation();
  const release = useReleaseMedicine();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const serviceMessage = (fallback: string, nextStepKey = 'firstMedicine.releaseNextStep') => (e: ApiError) =>
    onFailure({ message: e.message.trim() || t(fallback), nextStepKey });
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToReleaseMedication',
    codes: {
      patientNotEligibleForTreatment: { toast: false, then: serviceMessage('err.patientNotEligibleForTreatment', 'firstMedicine.notEligibleNextStep') },
      failedToRegisterPatient: { toast: false, then: serviceMessage('err.unknownError') },
      failedToReleaseMedication: { toast: false, then: serviceMessage('err.unknownError') },
      failedToCheckCpf: { toast: false, then: serviceMessage('err.unknownError') },
      failedToLoadFormData: { toast: false, then: serviceMessage('err.unknownError') },
      insufficientVouchers: { field: 'presentationId' },
      insufficientInventory: { field: 'presentationId' },
      invalidCpf: { field: 'cpf' },
    },
  });

  const send = async (values: FirstMedicineValues) => {
    if (!context || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const body = toReleaseBody(values, context);
    onFailure(null);
    try {
      const created = await release.mutateAsync(body);
      onReleased({ created, registered: context.lookup === 'notRegistered' });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([path, messages]) => [formPathOf(path), messages]));
        showError(new ApiError(error.status, error.code, error.message, fields));
        // Announced as on the form's own check (a field the screen does not show still gets its message).
        const first = Object.values(fields)[0]?.[0];
        if (first) toast(i18n.exists(first) ? t(first) : first, 'error');
      } else {
        showError(error);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { send, sending };
}
