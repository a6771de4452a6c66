import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCep } from '@portal/domain';
import { CrudDetailCard, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useTreatmentLocation } from '../api/get-treatment-location.ts';

/** /treatment-location/:id: a treatment location read-only, with breadcrumbs back to the list. */
export function TreatmentLocationDetailPage() {
  const { t } = useTranslation();
  const id = useEditedId() ?? 0;
  const query = useTreatmentLocation(id, useSession().user?.programId ?? 0);
  const l = query.data;
  return (
    <CrudDetailCard listTitle={t('treatmentLocations.title')} listHref={routeHref('treatmentLocations')} title={l?.name}
      editHref={routeHref('treatmentLocationEdit', { id })} loading={query.isFetching} failed={query.isError} testId="treatment-location-detail"
      fields={[
        { label: t('treatmentLocations.followup'), value: l?.travelGroup.followup.name },
        { label: t('treatmentLocations.travelGroup'), value: l?.travelGroup.name },
        { label: t('treatmentLocations.name'), value: l?.name },
        { label: t('address.cep'), value: l ? formatCep(l.cep) : '' },
        { label: t('address.placeDescription'), value: l?.placeDescription },
        { label: t('address.number'), value: l?.number },
        { label: t('address.complement'), value: l?.complement },
        { label: t('address.neighborhood'), value: l?.neighborhood },
        { label: t('address.city'), value: l?.city },
        { label: t('address.state'), value: l?.state },
      ]} />
  );
}
