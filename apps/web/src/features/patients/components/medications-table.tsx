import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatDate, type MedicationRow } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { getMedications } from '../api/get-medications.ts';
import { patientsKeys } from '../api/keys.ts';
import { careErrorKey } from './care-error.ts';
import { MedicationStatusChip } from './medication-status-chip.tsx';

interface MedicationsTableProps {
  /** Only this patient's rows. */
  patientId?: string;
  label: string;
  testId: string;
}

/** The signed-in doctor's (or one patient's) medication rows from the patient-care system, each with its status chip. */
export function MedicationsTable({ patientId, label, testId }: MedicationsTableProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const userId = user?.id ?? 0;
  const columns = useMemo<DataTableColumn<MedicationRow>[]>(() => [
    ...(patientId ? [] : [{ key: 'patientName', header: t('patientCare.name') }]),
    { key: 'medication', header: t('patientCare.medication') },
    { key: 'scheduledDate', header: t('patientCare.scheduledDate'), render: (m) => (m.scheduledDate ? formatDate(m.scheduledDate) : '') },
    { key: 'realizedDate', header: t('patientCare.realizedDate'), render: (m) => (m.realizedDate ? formatDate(m.realizedDate) : '') },
    { key: 'status', header: t('patientCare.status'), render: (m) => <MedicationStatusChip status={m.status} /> },
  ], [patientId, t]);

  return (
    <DataTable<MedicationRow>
      label={label}
      columns={columns}
      getRowId={(m) => `${m.patientId}-${m.medication}-${m.scheduledDate ?? ''}-${m.realizedDate ?? ''}-${m.status}`}
      queryKey={patientsKeys.medications(programId, userId, patientId)}
      fetchPage={(q, signal) => getMedications(userId, patientId, q, signal)}
      searchable={false}
      urlPrefix="med"
      emptyText={t('patientCare.noMedications')}
      onError={(error) => toast(t(careErrorKey(error, 'err.failedToLoadMedications')), 'error')}
      testId={testId}
    />
  );
}
