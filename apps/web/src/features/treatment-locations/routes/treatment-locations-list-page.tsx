import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { TreatmentLocation } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn, DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useDeleteTreatmentLocation } from '../api/delete-treatment-location.ts';
import { getTreatmentLocationsPage } from '../api/get-treatment-locations-page.ts';
import { useTravelGroups } from '../api/get-travel-groups.ts';
import { treatmentLocationKeys } from '../api/keys.ts';

/** /treatment-location: searchable paged table (name, follow-up) with a follow-up multi-filter. */
export function TreatmentLocationsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeleteTreatmentLocation();
  const groups = useTravelGroups(programId);
  const columns = useMemo<DataTableColumn<TreatmentLocation>[]>(() => [
    { key: 'name', header: t('treatmentLocations.name'), sortable: true },
    { key: 'followup', header: t('treatmentLocations.followup'), sortable: true, render: (l) => l.travelGroup.followup.name },
    { key: 'city', header: t('treatmentLocations.city'), sortable: true, render: (l) => `${l.city}/${l.state}` },
  ], [t]);
  const filters = useMemo<DataTableFilter[]>(() => {
    const followups = new Map((groups.data ?? []).map((g) => [g.followup.id, g.followup.name]));
    return [{
      key: 'followupIds', label: t('treatmentLocations.followupFilter'), multiple: true, minWidth: 260,
      options: [...followups].map(([value, label]) => ({ value: String(value), label })),
    }];
  }, [groups.data, t]);
  return (
    <CrudListPage<TreatmentLocation>
      title={t('treatmentLocations.title')}
      columns={columns}
      queryKey={treatmentLocationKeys.list(programId)}
      fetchPage={(q, signal) => getTreatmentLocationsPage(programId, q, signal)}
      filters={filters}
      addHref={routeHref('treatmentLocationsRegister')}
      editHref={(l) => routeHref('treatmentLocationEdit', { id: l.id })}
      viewHref={(l) => routeHref('treatmentLocationView', { id: l.id })}
      remove={{
        run: (l) => remove.mutateAsync(l.id), successKey: 'msg.successToRemoveTreatmentLocation', failureKey: 'err.failedToRemoveTreatmentLocation',
        warningCodes: ['treatmentLocationIsLinkedToOtherEntitie', 'treatmentLocationNotFound'],
      }}
      testId="treatment-locations-table"
    />
  );
}
