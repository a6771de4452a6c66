import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { programKeys } from './keys.ts';

/** DELETE /api/programs/{programId}. */
export const deleteProgram = (id: number): Promise<undefined> => api.delete<undefined>(`/programs/${id}`);

export const useDeleteProgram = () => useInvalidatingMutation(deleteProgram, programKeys.all);
