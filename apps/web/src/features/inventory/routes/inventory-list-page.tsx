import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DataTable, tableParamNames, type DataTableColumn, type DataTableFilter } from '@/components/data-table/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { getInventoryList, type InventoryBalance } from '../api/get-inventory-list.ts';
import { inventoryKeys } from '../api/keys.ts';
import { formatUnits } from '../components/format-units.ts';
import { HISTORY_TABLE_PREFIX, MovementHistoryDialog } from '../components/movement-history-dialog.tsx';
import { useInventoryTypes } from '../hooks/use-inventory-types.ts';

/**
 * /inventory (spec §2 "Inventory list"): the balances the caller holds in the current programme
 * and, for managers, those of the users below them; each row opens its movement history.
 */
export function InventoryListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const inventoryTypes = useInventoryTypes();
  const [, setParams] = useSearchParams();
  const [history, setHistory] = useState<InventoryBalance | null>(null);

  const columns = useMemo<DataTableColumn<InventoryBalance>[]>(() => [
    {
      key: 'userName', header: t('inventory.holder'),
      render: (b) => (
        <>
          {b.userName}
          <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>{t(`userType.${b.userType}`)}</Typography>
        </>
      ),
    },
    { key: 'inventoryType', header: t('inventory.inventoryType'), render: (b) => t(`inventoryType.${b.inventoryType}`) },
    { key: 'groupName', header: t('inventory.group') },
    { key: 'itemName', header: t('inventory.item') },
    { key: 'amount', header: t('inventory.balance'), align: 'right', render: (b) => formatUnits(b.amount) },
  ], [t]);

  const filters = useMemo<DataTableFilter[]>(() => [{
    key: 'inventory', label: t('inventory.inventoryType'), minWidth: 220,
    options: inventoryTypes.map((type) => ({ value: type, label: t(`inventoryType.${type}`) })),
  }], [t, inventoryTypes]);

  const closeHistory = () => {
    setHistory(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of tableParamNames(HISTORY_TABLE_PREFIX)) next.delete(name);
      return next;
    }, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('inventory.listTitle')}</Typography>
      <DataTable<InventoryBalance>
        label={t('inventory.listLabel')}
        columns={columns}
        getRowId={(b) => `${b.userId}-${b.inventoryType}-${b.groupId}-${b.itemId}`}
        queryKey={inventoryKeys.list(programId)}
        fetchPage={(q, signal) => getInventoryList(programId, q, signal)}
        filters={filters}
        searchLabel={t('inventory.searchList')}
        onError={() => toast(t('err.failedToLoadInventory'), 'error')}
        extraActions={[{
          key: 'history', label: t('inventory.history'), icon: <HistoryOutlined fontSize="small" />, onClick: setHistory,
        }]}
        testId="inventory-table"
      />
      {history && (
        <MovementHistoryDialog
          historyKey={{ programId, userId: history.userId, inventory: history.inventoryType, groupId: history.groupId, itemId: history.itemId }}
          userName={history.userName}
          itemName={history.itemName}
          onClose={closeHistory}
        />
      )}
    </Stack>
  );
}
