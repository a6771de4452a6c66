import type { ClientForm } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { clientKeys } from './keys.ts';

/** Registers a client, or edits client `id`. */
export const saveClient = ({ id, values }: { id?: number | undefined; values: ClientForm }) =>
  id === undefined ? api.clients.create({ body: values }) : api.clients.update({ params: { id }, body: values });

export const useSaveClient = () => useInvalidatingMutation(saveClient, clientKeys.all);
