import type { UseFormReturn } from 'react-hook-form';
import type { ProcedureCreated } from '@portal/domain';
import type { ApiError } from '@/lib/api-client.ts';
import { useRequestSubmit } from '@/lib/forms/use-request-submit.ts';
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
  const { t } = useTranslation();
  const release = useReleaseMedicine();
  const serviceMessage = (fallback: string, nextStepKey = 'firstMedicine.releaseNextStep') => (e: ApiError) =>
    onFailure({ message: e.message.trim() || t(fallback), nextStepKey });
  const { submit, sending } = useRequestSubmit(form.setError, {
    fallback: 'err.failedToReleaseMedication',
    // Announced as on the form's own check (a field the screen does not show still gets its message).
    announceFirstField: true,
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
    if (!context) return;
    await submit(async () => {
      const body = toReleaseBody(values, context);
      onFailure(null);
      const created = await release.mutateAsync(body);
      onReleased({ created, registered: context.lookup === 'notRegistered' });
    }, formPathOf);
  };

  return { send, sending };
}
