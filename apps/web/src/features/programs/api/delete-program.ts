import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { programKeys } from './keys.ts';

export const deleteProgram = (id: number) => api.programs.remove({ params: { programId: id } });

export const useDeleteProgram = () => useInvalidatingMutation(deleteProgram, programKeys.all);
