import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** PUT /api/users/me/password; error invalidPassword when the current password is wrong. */
export const changePassword = (input: ChangePasswordInput) => api.account.changePassword({ body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
