import { useMutation } from '@tanstack/react-query';
import { signupResponseSchema, type SignupRequest, type SignupResponse } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/users/signup (201). Errors: invalidCode, emailAlreadyRegistered, doctorExists,
 * validation (fields), anything else failedToSignup.
 */
export async function signup(input: SignupRequest): Promise<SignupResponse> {
  return signupResponseSchema.parse(await api.post<unknown>('/users/signup', input, { authRedirect: false }));
}

export const useSignup = () => useMutation({ mutationFn: signup });
