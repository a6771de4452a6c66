import { useMutation } from '@tanstack/react-query';
import type { SetPasswordInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** POST /api/set-password {token, password}: 400 invalidPasswordLink when the link is spent or expired. */
export const setPassword = (body: SetPasswordInput) => api.passwordLinks.setPassword({ body });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
