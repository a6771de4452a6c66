import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { followupKeys } from './keys.ts';

/** DELETE /api/followups/{id}. */
export const deleteFollowup = (id: number): Promise<undefined> => api.delete<undefined>(`/followups/${id}`);

export const useDeleteFollowup = () => useInvalidatingMutation(deleteFollowup, followupKeys.all);
