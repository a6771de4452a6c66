import { useMutation } from '@tanstack/react-query';
import type { SendAuthenticatedCodeInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

export type AgreementCodeInput = Omit<SendAuthenticatedCodeInput, 'type'>;

/**
 * `POST /codes/authenticated`: the agreement code goes by SMS to the patient being registered; the
 * server adds the exam group's term link.
 */
export const useSendAgreementCode = () => useMutation({
  mutationFn: (input: AgreementCodeInput) => api.codes.sendAuthenticated({ body: { type: 'SMS', ...input } }),
});
