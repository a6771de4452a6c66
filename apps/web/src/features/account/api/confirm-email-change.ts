import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailChangeInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** POST /api/users/change-email/confirm {token, email}: 400 invalidEmailChangeLink when spent or expired; every session ends. */
export const confirmEmailChange = (body: ConfirmEmailChangeInput) => api.account.confirmEmailChange({ body });

export const useConfirmEmailChange = () => useMutation({ mutationFn: confirmEmailChange });
