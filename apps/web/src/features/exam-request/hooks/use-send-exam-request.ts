import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import type { SentRequest } from '@/components/request-sent-notice.tsx';
import { useCreateExamRequest } from '../api/create-exam-request.ts';
import type { ExamRequestRulesContext } from '../components/exam-request-resolver.ts';
import { formPathOf, toRequestBody, withdrawalDatesOf, type ExamRequestValues } from '../components/exam-request-values.ts';

/** The success message the server names (spec §8: msg.successToRequestExams, or the CORREIOS one). */
const messageKeyOf = (key: string) => (key.includes('.') ? key : `msg.${key}`);

/**
 * Sends the request once at a time (a second click while sending does nothing), maps the §8
 * errors to their fields and toasts, and on success hands the request (code, id, the server's message) to `onSent`.
 */
export function useSendExamRequest(
  form: UseFormReturn<ExamRequestValues, ExamRequestRulesContext | undefined>, context: ExamRequestRulesContext | undefined, onSent: (sent: SentRequest) => void,
) {
  const { t, i18n } = useTranslation();
  const create = useCreateExamRequest();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const showError = useApiError(form.setError, {
    fallback: 'err.failedToRequestExams',
    codes: {
      invalidCode: { field: 'code' },
      codeExpired: { field: 'code' },
      existingPatientProcedure: { field: 'patient.cpf' },
      patientUnderage: { field: 'patient.birthDate' },
      fillAllLaboratoryFields: { field: 'itemIds' },
      unselectedLaboratory: { field: 'institutionId' },
      invalidAgreementFile: { field: 'agreementFile' },
      examGroupNotAllowed: {},
      eligibilityRejected: {},
      insufficientInventory: {},
      insufficientSupplies: {},
      insufficientVouchers: {},
      insufficientKits: {},
      requestEntityTooLarge: {},
    },
  });

  const send = async (values: ExamRequestValues) => {
    if (!context || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const { slotOf } = withdrawalDatesOf(values.userAddress.withdrawalDates);
    try {
      const answer = await create.mutateAsync(toRequestBody(values, context));
      const key = messageKeyOf(answer.messageKey);
      onSent({ id: answer.id, code: answer.code, message: i18n.exists(key) ? t(key) : t('msg.successToRequestExams') });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        // Dates are sent without the empty slots: put each date's message back on its slot.
        const fields = Object.fromEntries(Object.entries(error.fields).map(([path, messages]) => [formPathOf(path, slotOf), messages]));
        showError(new ApiError(error.status, error.code, error.message, fields));
      } else if (error instanceof ApiError && error.status === 400 && error.code === 'badRequest') {
        toast(error.message, 'error');
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
