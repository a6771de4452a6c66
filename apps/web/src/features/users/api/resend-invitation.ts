import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** POST /api/users/{id}/invitation: a new first-password link; 409 userAlreadyHasPassword once one is set. */
export const resendInvitation = (id: number) => api.passwordLinks.resendInvitation({ params: { id } });

export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation });
