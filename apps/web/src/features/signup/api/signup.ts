import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** Registers the doctor (201). Errors: invalidCode, emailAlreadyRegistered, doctorExists, validation (fields). */
export const signup = (input: SignupRequest) => api.signup.signup({ body: input }, { authRedirect: false });

export const useSignup = () => useMutation({ mutationFn: signup });
