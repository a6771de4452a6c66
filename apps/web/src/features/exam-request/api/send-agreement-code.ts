import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export interface AgreementCodeInput {
  phone: string;
  /** The exam group's term, as an absolute address (the SMS links to it). */
  patientAgreementUrl: string | undefined;
}

/** `POST /codes/authenticated`: the agreement code goes by SMS to the patient's phone. */
export const useSendAgreementCode = () => useMutation({
  mutationFn: ({ phone, patientAgreementUrl }: AgreementCodeInput) =>
    api.codes.sendAuthenticated({ body: { type: 'SMS', destination: phone, ...(patientAgreementUrl ? { patientAgreementUrl } : {}) } }),
});
