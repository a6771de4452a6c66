import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** PUT /api/users/me/password; error invalidPassword when the current password is wrong. */
export const changePassword = (input: ChangePasswordInput): Promise<void> => api.put<undefined>('/users/me/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
