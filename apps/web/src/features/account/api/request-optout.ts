import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** POST /api/users/optout: asks for the removal of the user's data (spec §1, §7). */
export const requestOptout = () => api.account.requestOptout();

export const useRequestOptout = () => useMutation({ mutationFn: requestOptout });
