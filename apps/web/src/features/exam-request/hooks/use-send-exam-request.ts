import { useTranslation } from '@/lib/i18n/index.ts';
import type { UseFormReturn } from 'react-hook-form';
import { useRequestSubmit } from '@/lib/forms/use-request-submit.ts';
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
  const { submit, sending } = useRequestSubmit(form.setError, {
    fallback: 'err.failedToRequestExams',
    badRequestText: true,
    codes: {
      invalidCode: { field: 'code' },
      codeExpired: { field: 'code' },
      existingPatientProcedure: { field: 'patient.cpf' },
      patientUnderage: { field: 'patient.birthDate' },
      fillAllLaboratoryFields: { field: 'itemIds' },
      unselectedLaboratory: { field: 'institutionId' },
      invalidAgreementFile: { field: 'agreementFile' },
      examGroupNotAllowed: {},
      eligibilityRejected: { serverText: true },
      insufficientInventory: {},
      insufficientSupplies: {},
      insufficientVouchers: {},
      insufficientKits: {},
      requestEntityTooLarge: {},
    },
  });

  const send = async (values: ExamRequestValues) => {
    if (!context) return;
    // Dates are sent without the empty slots: each date's message goes back on its slot.
    const { slotOf } = withdrawalDatesOf(values.userAddress.withdrawalDates);
    await submit(async () => {
      const answer = await create.mutateAsync(toRequestBody(values, context));
      const key = messageKeyOf(answer.messageKey);
      onSent({ id: answer.id, code: answer.code, message: i18n.exists(key) ? t(key) : t('msg.successToRequestExams') });
    }, (path) => formPathOf(path, slotOf));
  };

  return { send, sending };
}
