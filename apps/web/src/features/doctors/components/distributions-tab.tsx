import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { z } from 'zod';
import { formatDate, type movementSchema } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { useDoctorDistributions } from '../api/doctor-inventory.ts';

type Movement = z.infer<typeof movementSchema>;

/** The inventory distributions that reached the doctor (the ledger's movement history for them). */
export function DistributionsTab({ programId, userId }: { programId: number; userId: number | null }) {
  const { t } = useTranslation();
  const history = useDoctorDistributions(programId, userId);
  const columns = useMemo<DataTableColumn<Movement>[]>(() => [
    { key: 'createdAt', header: t('doctors.date'), render: (m) => formatDate(m.createdAt) },
    { key: 'from', header: t('doctors.from'), render: (m) => m.fromUser?.name ?? t('doctors.programHolder') },
    { key: 'inventoryType', header: t('doctors.inventoryType'), render: (m) => t(`inventoryType.${m.inventoryType}`) },
    { key: 'group', header: t('doctors.group'), render: (m) => m.groupName },
    { key: 'item', header: t('doctors.item'), render: (m) => m.itemName },
    { key: 'distributionType', header: t('doctors.distributionType'), render: (m) => (m.distributionType ? t(`distributionType.${m.distributionType}`) : '') },
    { key: 'amount', header: t('doctors.amount'), align: 'right', render: (m) => String(m.amount) },
  ], [t]);
  return (
    <DataTable<Movement> label={t('doctors.tabDistribution')} columns={columns} rows={userId === null ? [] : history.data?.data}
      loading={history.isPending && userId !== null} getRowId={(m) => m.id} emptyText={t('doctors.noDistributions')}
      urlPrefix="distributions-" testId="doctor-distributions" />
  );
}
