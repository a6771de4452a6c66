import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/users/optout (empty body): asks for the removal of the user's data (spec §1, §7). */
export const requestOptout = (): Promise<void> => api.post<undefined>('/users/optout', {});

export const useRequestOptout = () => useMutation({ mutationFn: requestOptout });
