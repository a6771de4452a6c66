import { useMutation } from '@tanstack/react-query';
import { sendCodeResponseSchema, type SendCodeInput, type SendCodeResponse } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/codes: sends the SMS verification code. Errors: recaptchaRequired,
 * codeResendTooSoon, tooManyRequests, failedToSendCode.
 */
export async function sendCode(input: SendCodeInput): Promise<SendCodeResponse> {
  return sendCodeResponseSchema.parse(await api.post<unknown>('/codes', input, { authRedirect: false }));
}

export const useSendCode = () => useMutation({ mutationFn: sendCode });
