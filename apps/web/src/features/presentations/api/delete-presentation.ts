import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { presentationKeys } from './keys.ts';

export const deletePresentation = (id: number) => api.presentations.remove({ params: { id } });

export const useDeletePresentation = () => useInvalidatingMutation(deletePresentation, presentationKeys.all);
