import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UserType } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { toast } from '@/lib/toast.ts';
import { getUsersForDistribution, type DistributionUser } from '../api/get-users-for-distribution.ts';
import { inventoryKeys, type InventoryItemKey } from '../api/keys.ts';
import type { DistributionSelection } from '../hooks/use-distribution-selection.ts';
import { formatUnits } from './format-units.ts';

export interface DistributionUsersTableProps {
  itemKey: InventoryItemKey;
  userType: UserType | undefined;
  selection: DistributionSelection;
}

/** Spec §2: the paged, searchable users the caller may distribute to, with their balance and row selection. */
export function DistributionUsersTable({ itemKey, userType, selection }: DistributionUsersTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<DataTableColumn<DistributionUser>[]>(() => [
    { key: 'name', header: t('inventory.name') },
    { key: 'email', header: t('inventory.email') },
    { key: 'type', header: t('inventory.type'), render: (u) => t(`userType.${u.type}`) },
    { key: 'crm', header: t('inventory.crmUf'), render: (u) => (u.crm ? `${u.crm}/${u.uf ?? ''}` : '') },
    { key: 'amount', header: t('inventory.currentAmount'), align: 'right', render: (u) => formatUnits(u.amount) },
  ], [t]);

  return (
    <DataTable<DistributionUser>
      label={t('inventory.usersTable')}
      columns={columns}
      getRowId={(u) => u.id}
      queryKey={inventoryKeys.distributionUsers(itemKey, userType ?? '')}
      fetchPage={(q, signal) => getUsersForDistribution(itemKey, userType, q, signal)}
      searchLabel={t('inventory.searchUsers')}
      selectedIds={selection.ids}
      onSelectionChange={selection.setIds}
      allMatching={{ selected: selection.allMatching, onChange: selection.setAllMatching }}
      onPageData={selection.onPageData}
      onError={() => toast(t('err.failedToLoadInventory'), 'error')}
      testId="distribution-users-table"
    />
  );
}
