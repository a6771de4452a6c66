import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { TravelGroup } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn, DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { configKeys } from '../api/keys.ts';
import { useProgramFollowups } from '../api/pickers.ts';
import { getTravelGroupsPage, useDeleteTravelGroup } from '../api/travel-groups.ts';

/** /travel-groups: the programme's travel groups, one per follow-up. */
export function TravelGroupsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeleteTravelGroup();
  const followups = useProgramFollowups(programId);
  const columns = useMemo<DataTableColumn<TravelGroup>[]>(() => [
    { key: 'name', header: t('travelGroups.name') },
    { key: 'followup', header: t('travelGroups.followup'), render: (g) => g.followup.name },
    { key: 'treatmentLocationLabel', header: t('travelGroups.treatmentLocationLabel'), render: (g) => g.treatmentLocationLabel ?? '' },
  ], [t]);
  const filters = useMemo<DataTableFilter[]>(() => [{
    key: 'followupIds', label: t('travelGroups.followupFilter'), multiple: true, minWidth: 260,
    options: (followups.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
  }], [followups.data, t]);
  return (
    <CrudListPage<TravelGroup>
      title={t('travelGroups.title')} columns={columns} filters={filters}
      queryKey={[...configKeys.travelGroups, 'list', programId]}
      fetchPage={(q, signal) => getTravelGroupsPage(programId, q, signal)}
      addHref={routeHref('travelGroupsRegister')}
      editHref={(g) => routeHref('travelGroupEdit', { id: g.id })}
      remove={{
        run: (g) => remove.mutateAsync(g.id), successKey: 'msg.successToRemoveTravelGroup', failureKey: 'err.failedToRemoveTravelGroup',
        warningCodes: ['travelGroupIsLinkedToOtherEntitie', 'travelGroupNotFound'],
      }}
      testId="travel-groups-table"
    />
  );
}
