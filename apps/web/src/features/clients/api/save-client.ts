import type { Client, ClientForm } from '@portal/domain';
import { api } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { clientKeys } from './keys.ts';

/** POST /clients (register) or PUT /clients/${id} (edit). */
export const saveClient = ({ id, values }: { id?: number | undefined; values: ClientForm }): Promise<Client> =>
  id === undefined ? api.post<Client>('/clients', values) : api.put<Client>(`/clients/${id}`, values);

export const useSaveClient = () => useInvalidatingMutation(saveClient, clientKeys.all);
