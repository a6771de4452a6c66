import { useCallback, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { treatmentLocationFormSchema, type TreatmentLocation } from '@portal/domain';
import { AddressBlock } from '@/components/address/address-block.tsx';
import { CrudFormCard, FormSelect, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useTravelGroups } from '../api/get-travel-groups.ts';
import { useTreatmentLocation } from '../api/get-treatment-location.ts';
import { useSaveTreatmentLocation } from '../api/save-treatment-location.ts';

/** /treatment-location/register and /treatment-location/:id/edit: travel group, name and the shared address block (CEP lookup, UF select). */
export function TreatmentLocationFormPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const id = useEditedId();
  const query = useTreatmentLocation(id, programId);
  const groups = useTravelGroups(programId);
  const save = useSaveTreatmentLocation();
  const toValues = useCallback((l: TreatmentLocation) => ({
    travelGroupId: l.travelGroupId, name: l.name, cep: l.cep, placeDescription: l.placeDescription, number: l.number,
    complement: l.complement ?? '', neighborhood: l.neighborhood, city: l.city, state: l.state,
  }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: treatmentLocationFormSchema,
    defaults: { travelGroupId: '', name: '', cep: '', placeDescription: '', number: '', complement: '', neighborhood: '', city: '', state: '' },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('treatmentLocations'),
    keys: {
      created: 'msg.successToRegisterTreatmentLocation', updated: 'msg.successToUpdateTreatmentLocation',
      failedToSave: 'err.failedToRegisterTreatmentLocation', failedToLoad: 'err.failedToLoadTreatmentLocation',
    },
  });
  const groupOptions = useMemo(() => (groups.data ?? []).map((g) => ({ value: g.id, label: `${g.followup.name} - ${g.name}` })), [groups.data]);
  const { control } = form;
  return (
    <CrudFormCard nav={nav} listTitle={t('treatmentLocations.title')} title={t(id === undefined ? 'treatmentLocations.registerTitle' : 'treatmentLocations.editTitle')} onSubmit={() => void submit()}
      onCancel={cancel} busy={busy} loading={query.isFetching} testId="treatment-location-form">
      <FormSelect control={control} name="travelGroupId" label={t('treatmentLocations.travelGroup')} required options={groupOptions} />
      <FormText control={control} name="name" label={t('treatmentLocations.name')} required maxLength={150} />
      <FormProvider {...form}>
        <AddressBlock required />
      </FormProvider>
    </CrudFormCard>
  );
}
