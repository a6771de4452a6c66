import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FREQUENCIES, followupFormSchema, type Followup } from '@portal/domain';
import { CrudFormCard, FormCheckbox, FormSelect, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useFollowup } from '../api/get-followup.ts';
import { useSaveFollowup } from '../api/save-followup.ts';

/** /followups/register and /followups/:id/edit: name, slug, frequency and whether it is active. */
export function FollowupFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useFollowup(id, programId);
  const save = useSaveFollowup();
  const toValues = useCallback((f: Followup) => ({ programId: f.programId, name: f.name, slug: f.slug ?? '', active: f.active, frequency: f.frequency ?? undefined }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: followupFormSchema, defaults: { programId, name: '', slug: '', active: true, frequency: undefined },
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
      <FormSelect control={control} name="frequency" label={t('followups.frequency')} emptyLabel={t('followups.noFrequency')} testId="followup-frequency"
        options={FREQUENCIES.map((f) => ({ value: f, label: t(`followups.frequencies.${f}`) }))} />
      <FormCheckbox control={control} name="active" label={t('followups.active')} />
    </CrudFormCard>
  );
}
