import { useMutation } from '@tanstack/react-query';
import type { SendCodeInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** Sends the SMS verification code. Errors: recaptchaRequired, codeResendTooSoon, tooManyRequests, validation. */
export const sendCode = (input: SendCodeInput) => api.codes.send({ body: input }, { authRedirect: false });

export const useSendCode = () => useMutation({ mutationFn: sendCode });
