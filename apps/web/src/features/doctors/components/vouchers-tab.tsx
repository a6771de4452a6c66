import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { useDoctorVouchers } from '../api/doctor-inventory.ts';

interface VoucherRow { groupId: number; itemId: number; amount: number }

/** The doctor's exam vouchers: what they hold per exam group and exam. */
export function VouchersTab({ programId, userId }: { programId: number; userId: number | null }) {
  const { t } = useTranslation();
  const vouchers = useDoctorVouchers(programId, userId);
  const columns = useMemo<DataTableColumn<VoucherRow>[]>(() => [
    { key: 'groupId', header: t('doctors.group'), render: (r) => `#${r.groupId}` },
    { key: 'itemId', header: t('doctors.item'), render: (r) => `#${r.itemId}` },
    { key: 'amount', header: t('doctors.amount'), align: 'right', render: (r) => String(r.amount) },
  ], [t]);
  return (
    <DataTable<VoucherRow> label={t('doctors.tabVouchers')} columns={columns} rows={userId === null ? [] : vouchers.data?.doctor}
      loading={vouchers.isPending && userId !== null} getRowId={(r) => `${r.groupId}-${r.itemId}`} emptyText={t('doctors.noVouchers')}
      urlPrefix="vouchers-" testId="doctor-vouchers" />
  );
}
