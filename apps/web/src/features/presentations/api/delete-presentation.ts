import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { presentationKeys } from './keys.ts';

/** DELETE /api/presentations/{id}. */
export const deletePresentation = (id: number): Promise<undefined> => api.delete<undefined>(`/presentations/${id}`);

export const useDeletePresentation = () => useInvalidatingMutation(deletePresentation, presentationKeys.all);
