import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { followupFormSchema, type Followup } from '@portal/domain';
import { CrudFormCard, FormCheckbox, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useFollowup } from '../api/get-followup.ts';
import { useSaveFollowup } from '../api/save-followup.ts';

/** /followups/register and /followups/:id/edit: name and slug. */
export function FollowupFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useFollowup(id, programId);
  const save = useSaveFollowup();
  const toValues = useCallback((f: Followup) => ({ programId: f.programId, name: f.name, slug: f.slug ?? '', active: f.active }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: followupFormSchema, defaults: { programId, name: '', slug: '', active: true },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('followups'),
    keys: { created: 'msg.successToRegisterFollowup', updated: 'msg.successToUpdateFollowup', failedToSave: 'err.failedToRegisterFollowup', failedToLoad: 'err.failedToLoadFollowup' },
  });
  const { control } = form;
  return (
    <CrudFormCard nav={nav} listTitle={t('followups.title')} title={t(id === undefined ? 'followups.registerTitle' : 'followups.editTitle')} onSubmit={() => void submit()} onCancel={cancel}
      busy={busy} loading={query.isFetching} testId="followup-form">
      <FormText control={control} name="name" label={t('followups.name')} required maxLength={150} />
      <FormText control={control} name="slug" label={t('followups.slug')} maxLength={100} />
      <FormCheckbox control={control} name="active" label={t('followups.active')} />
    </CrudFormCard>
  );
}
