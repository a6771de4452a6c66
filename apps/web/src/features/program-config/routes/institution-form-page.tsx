import { useCallback } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { institutionFormSchema, type Institution } from '@portal/domain';
import { CrudFormCard, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useInstitution, useSaveInstitution } from '../api/institutions.ts';

/** /institutions/register and /institutions/:id/edit: name and agreement template path. */
export function InstitutionFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useInstitution(id);
  const save = useSaveInstitution();
  const toValues = useCallback((i: Institution) => ({ programId: i.programId, name: i.name, agreementFilePath: i.agreementFilePath ?? '' }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: institutionFormSchema, defaults: { programId, name: '', agreementFilePath: '' },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('institutions'),
    keys: {
      created: 'msg.successToRegisterInstitution', updated: 'msg.successToUpdateInstitution',
      failedToSave: 'err.failedToRegisterInstitution', failedToLoad: 'err.failedToLoadInstitution',
    },
  });
  const { control } = form;
  return (
    <CrudFormCard nav={nav} listTitle={t('institutions.title')} title={t(id === undefined ? 'institutions.registerTitle' : 'institutions.editTitle')} onSubmit={() => void submit()} onCancel={cancel}
      busy={busy} loading={query.isFetching} testId="institution-form">
      <FormText control={control} name="name" label={t('institutions.name')} required maxLength={150} />
      <FormText control={control} name="agreementFilePath" label={t('institutions.agreementFilePath')} maxLength={500} />
      <Typography variant="body2" color="text.secondary">{t('institutions.agreementHint')}</Typography>
    </CrudFormCard>
  );
}
