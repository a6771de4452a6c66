import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { supplyGroupFormSchema, type SupplyGroup } from '@portal/domain';
import { CrudFormCard, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useSaveSupplyGroup, useSupplyGroup } from '../api/supplies.ts';
import { SuppliesSection } from '../components/supplies-section.tsx';

/** /supply-groups/register and /supply-groups/:id/edit: the group's name, then its supplies. */
export function SupplyGroupFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useSupplyGroup(id);
  const save = useSaveSupplyGroup();
  const toValues = useCallback((g: SupplyGroup) => ({ programId: g.programId, name: g.name }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: supplyGroupFormSchema, defaults: { programId, name: '' },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('supplyGroups'),
    keys: {
      created: 'msg.successToRegisterSupplyGroup', updated: 'msg.successToUpdateSupplyGroup',
      failedToSave: 'err.failedToRegisterSupplyGroup', failedToLoad: 'err.failedToLoadSupplyGroup',
    },
  });
  return (
    <Stack spacing={2}>
      <CrudFormCard nav={nav} listTitle={t('supplyGroups.title')} title={t(id === undefined ? 'supplyGroups.registerTitle' : 'supplyGroups.editTitle')} onSubmit={() => void submit()}
        onCancel={cancel} busy={busy} loading={query.isFetching} testId="supply-group-form">
        <FormText control={form.control} name="name" label={t('supplyGroups.name')} required maxLength={150} />
      </CrudFormCard>
      {id === undefined || !query.data
        ? <Alert severity="info" sx={{ maxWidth: 880 }}>{t('supplyGroups.saveFirst')}</Alert>
        : <SuppliesSection programId={query.data.programId} supplyGroupId={id} />}
    </Stack>
  );
}
