import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** PATCH /api/users/change-email {email}: every session of the user ends; errors emailAlreadyInUse, failedToUpdateEmail. */
export const changeEmail = (email: string) => api.account.changeEmail({ body: { email } });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
