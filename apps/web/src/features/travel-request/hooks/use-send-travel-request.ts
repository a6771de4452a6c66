import { useTranslation } from '@/lib/i18n/index.ts';
import type { UseFormReturn } from 'react-hook-form';
import { useRequestSubmit } from '@/lib/forms/use-request-submit.ts';
import type { SentRequest } from '@/components/request-sent-notice.tsx';
import { useCreateTravelRequest } from '../api/create-travel-request.ts';
import type { TravelRequestRulesContext } from '../components/travel-request-resolver.ts';
import { toTravelBody, type TravelRequestValues } from '../components/travel-request-values.ts';

/**
 * Sends the request once at a time (a second click while sending does nothing); spec §8: the
 * aid error on the aids, eligibilityRejectedTravel with the
 * group's own text when it set one (decision 0079), else err.failedToRequestTravel.
 */
export function useSendTravelRequest(
  form: UseFormReturn<TravelRequestValues, TravelRequestRulesContext | undefined>, context: TravelRequestRulesContext | undefined, onSent: (sent: SentRequest) => void,
) {
  const { t } = useTranslation();
  const create = useCreateTravelRequest();
  const { submit, sending } = useRequestSubmit(form.setError, {
    fallback: 'err.failedToRequestTravel',
    codes: {
      unselectedTravelOption: { field: 'aidFields' },
      eligibilityRejectedTravel: { serverText: true },
      travelGroupNotFound: {},
    },
  });

  const send = async (values: TravelRequestValues) => {
    if (!context) return;
    await submit(async () => {
      const answer = await create.mutateAsync(toTravelBody(values, context));
      onSent({ id: answer.id, code: answer.code, message: t('msg.successToRequestTravel') });
    });
  };
  return { send, sending };
}
