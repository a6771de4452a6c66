import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** PATCH /api/users/change-email {email}: every session of the user ends; errors emailAlreadyInUse, failedToUpdateEmail. */
export const changeEmail = (email: string): Promise<void> => api.patch<undefined>('/users/change-email', { email });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
