import { useTranslation } from '@/lib/i18n/index.ts';
import { CrudDetailCard, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useClient } from '../api/get-client.ts';

/** /clients/:id: a client read-only, with breadcrumbs back to the list. */
export function ClientDetailPage() {
  const { t } = useTranslation();
  const id = useEditedId() ?? 0;
  const query = useClient(id);
  const c = query.data;
  return (
    <CrudDetailCard listTitle={t('clients.title')} listHref={routeHref('clients')} title={c?.name} editHref={routeHref('clientEdit', { id })}
      loading={query.isFetching} failed={query.isError} testId="client-detail"
      fields={[{ label: t('clients.name'), value: c?.name }]} />
  );
}
