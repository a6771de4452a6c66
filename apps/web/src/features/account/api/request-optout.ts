import { useMutation } from '@tanstack/react-query';
import type { OptoutRequestInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** POST /api/users/optout: asks for the removal of the user's data (spec §1, §7), confirmed with the password. */
export const requestOptout = (body: OptoutRequestInput) => api.account.requestOptout({ body });

export const useRequestOptout = () => useMutation({ mutationFn: requestOptout });
