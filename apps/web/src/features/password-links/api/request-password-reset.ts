import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** POST /api/password-reset {email, program}: answered alike whether the e-mail exists or not. */
export const requestPasswordReset = ({ email, program }: { email: string; program: string | undefined }) =>
  api.passwordLinks.requestReset({ body: { email, program } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
