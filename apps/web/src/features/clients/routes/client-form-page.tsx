import { useTranslation } from '@/lib/i18n/index.ts';
import { clientFormSchema, type Client } from '@portal/domain';
import { CrudFormCard, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useClient } from '../api/get-client.ts';
import { useSaveClient } from '../api/save-client.ts';

const toValues = (c: Client) => ({ name: c.name });

/** /clients/register and /clients/:id/edit. */
export function ClientFormPage() {
  const { t } = useTranslation();
  const id = useEditedId();
  const query = useClient(id);
  const save = useSaveClient();
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: clientFormSchema, defaults: { name: '' }, record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('clients'),
    keys: { created: 'msg.successToRegisterClient', updated: 'msg.successToUpdateClient', failedToSave: 'err.failedToRegisterClient', failedToLoad: 'err.failedToLoadClient' },
  });
  return (
    <CrudFormCard nav={nav} listTitle={t('clients.title')} title={t(id === undefined ? 'clients.registerTitle' : 'clients.editTitle')} onSubmit={() => void submit()} onCancel={cancel}
      busy={busy} loading={query.isFetching} testId="client-form">
      <FormText control={form.control} name="name" label={t('clients.name')} required maxLength={150} />
    </CrudFormCard>
  );
}
