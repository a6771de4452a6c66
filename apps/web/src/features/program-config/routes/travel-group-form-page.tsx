import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ELIGIBILITY_MESSAGE_MAX, travelGroupFormSchema, type TravelGroupDetail } from '@portal/domain';
import { CrudFormCard, FormCheckbox, FormSelect, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useProgramFollowups } from '../api/pickers.ts';
import { useSaveTravelGroup, useTravelGroup } from '../api/travel-groups.ts';
import { AidsSection } from '../components/aids-section.tsx';
import { FieldConfigsSection } from '../components/field-configs-section.tsx';

/** /travel-groups/register and /travel-groups/:id/edit: follow-up, labels, then the aids and fields. */
export function TravelGroupFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useTravelGroup(id);
  const followups = useProgramFollowups(programId);
  const save = useSaveTravelGroup();
  const toValues = useCallback((g: TravelGroupDetail) => ({
    followupId: g.followup.id, name: g.name, treatmentLocationLabel: g.treatmentLocationLabel ?? '',
    showOtherOptionForTreatmentLocation: g.showOtherOptionForTreatmentLocation, eligibilityMessage: g.eligibilityMessage ?? '',
  }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: travelGroupFormSchema, defaults: { followupId: '', name: '', treatmentLocationLabel: '', showOtherOptionForTreatmentLocation: false, eligibilityMessage: '' },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('travelGroups'),
    keys: {
      created: 'msg.successToRegisterTravelGroup', updated: 'msg.successToUpdateTravelGroup',
      failedToSave: 'err.failedToRegisterTravelGroup', failedToLoad: 'err.failedToLoadTravelGroup',
    },
  });
  const followupOptions = useMemo(() => (followups.data ?? []).map((f) => ({ value: f.id, label: f.name })), [followups.data]);
  const { control } = form;
  return (
    <Stack spacing={2}>
      <CrudFormCard nav={nav} listTitle={t('travelGroups.title')} title={t(id === undefined ? 'travelGroups.registerTitle' : 'travelGroups.editTitle')} onSubmit={() => void submit()}
        onCancel={cancel} busy={busy} loading={query.isFetching} testId="travel-group-form">
        <FormSelect control={control} name="followupId" label={t('travelGroups.followup')} required options={followupOptions} />
        <FormText control={control} name="name" label={t('travelGroups.name')} required maxLength={150} />
        <FormText control={control} name="treatmentLocationLabel" label={t('travelGroups.treatmentLocationLabel')} maxLength={150} />
        <FormCheckbox control={control} name="showOtherOptionForTreatmentLocation" label={t('travelGroups.showOtherOptionForTreatmentLocation')} />
        <FormText control={control} name="eligibilityMessage" label={t('travelGroups.eligibilityMessage')}
          rows={2} maxLength={ELIGIBILITY_MESSAGE_MAX} />
      </CrudFormCard>
      {id === undefined || !query.data ? <Alert severity="info" sx={{ maxWidth: 880 }}>{t('travelGroups.saveFirst')}</Alert> : (
        <>
          <AidsSection owner={{ travelGroupId: id }} aids={query.data.aids} />
          <FieldConfigsSection group={{ groupType: 'TRAVEL_GROUP', groupId: id }} />
        </>
      )}
    </Stack>
  );
}
