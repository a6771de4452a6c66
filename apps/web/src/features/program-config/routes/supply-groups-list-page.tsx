import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { SupplyGroup } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { configKeys } from '../api/keys.ts';
import { getSupplyGroupsPage, useDeleteSupplyGroup } from '../api/supplies.ts';

/** /supply-groups: the programme's supply (kit) groups. */
export function SupplyGroupsListPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const remove = useDeleteSupplyGroup();
  const columns = useMemo<DataTableColumn<SupplyGroup>[]>(() => [{ key: 'name', header: t('supplyGroups.name') }], [t]);
  return (
    <CrudListPage<SupplyGroup>
      title={t('supplyGroups.title')} columns={columns}
      queryKey={[...configKeys.supplyGroups, 'list', programId]}
      fetchPage={(q, signal) => getSupplyGroupsPage(programId, q, signal)}
      addHref={routeHref('supplyGroupsRegister')}
      editHref={(g) => routeHref('supplyGroupEdit', { id: g.id })}
      remove={{
        run: (g) => remove.mutateAsync(g.id), successKey: 'msg.successToRemoveSupplyGroup', failureKey: 'err.failedToRemoveSupplyGroup',
        warningCodes: ['supplyGroupIsLinkedToOtherEntitie', 'supplyGroupNotFound'],
      }}
      testId="supply-groups-table"
    />
  );
}
