import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** POST /api/password-reset {email}: answered alike whether the e-mail exists or not. */
export const requestPasswordReset = (email: string) => api.passwordLinks.requestReset({ body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
