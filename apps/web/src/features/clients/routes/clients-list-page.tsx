import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Client } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { getClientsPage } from '../api/get-clients-page.ts';
import { clientKeys } from '../api/keys.ts';

/** /clients: the clients register (system administrators). */
export function ClientsListPage() {
  const { t } = useTranslation();
  const remove = useDeleteClient();
  const columns = useMemo<DataTableColumn<Client>[]>(() => [{ key: 'name', header: t('clients.name'), sortable: true }], [t]);
  return (
    <CrudListPage<Client>
      title={t('clients.title')}
      columns={columns}
      queryKey={clientKeys.list()}
      fetchPage={(q, signal) => getClientsPage(q, signal)}
      addHref={routeHref('clientsRegister')}
      editHref={(c) => routeHref('clientEdit', { id: c.id })}
      viewHref={(c) => routeHref('clientView', { id: c.id })}
      // Spec §8: a linked client has its own warning; any other removal error shows clientNotFound.
      remove={{ run: (c) => remove.mutateAsync(c.id), successKey: 'msg.successToRemoveClient', failureKey: 'err.clientNotFound', warningCodes: ['clientIsLinkedToOtherEntitie'] }}
      testId="clients-table"
    />
  );
}
