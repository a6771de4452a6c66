import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { clientKeys } from './keys.ts';

export const deleteClient = (id: number) => api.clients.remove({ params: { id } });

export const useDeleteClient = () => useInvalidatingMutation(deleteClient, clientKeys.all);
