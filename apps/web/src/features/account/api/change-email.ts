import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changeEmailSchema } from '@portal/domain';
import { api } from '@/lib/api.ts';

/**
 * PATCH /api/users/change-email {email, password}: a confirmation link goes to the new address (the
 * login changes once it is used); errors invalidPassword, emailAlreadyInUse, failedToUpdateEmail.
 */
export const changeEmail = (body: z.input<typeof changeEmailSchema>) => api.account.changeEmail({ body });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
