import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { followupKeys } from './keys.ts';

export const deleteFollowup = (id: number) => api.followups.remove({ params: { id } });

export const useDeleteFollowup = () => useInvalidatingMutation(deleteFollowup, followupKeys.all);
