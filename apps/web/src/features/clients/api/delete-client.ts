import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { clientKeys } from './keys.ts';

/** DELETE /api/clients/delete/{id}. */
export const deleteClient = (id: number): Promise<undefined> => api.delete<undefined>(`/clients/delete/${id}`);

export const useDeleteClient = () => useInvalidatingMutation(deleteClient, clientKeys.all);
