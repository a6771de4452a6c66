import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { canManageUserType, DOCTOR_STATUSES, formatPhone, type DoctorListItem, type DoctorStatus } from '@portal/domain';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { useApproveDoctor } from '../api/approve-doctor.ts';
import { getDoctors } from '../api/get-doctors.ts';
import { doctorsKeys } from '../api/keys.ts';
import { DoctorStatusChip } from '../components/doctor-status-chip.tsx';
import { DoctorsImport } from '../components/doctors-import.tsx';

const asStatus = (value: string | undefined): DoctorStatus | undefined =>
  (DOCTOR_STATUSES as readonly string[]).includes(value ?? '') ? (value as DoctorStatus) : undefined;

/** /doctors (spec §2 Doctors list): the programme's doctors the caller may see, then the spreadsheet import. */
export function DoctorsListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const approve = useApproveDoctor();
  const mayApprove = canManageUserType(user?.type ?? 'DOCTOR', 'DOCTOR');

  const columns = useMemo<DataTableColumn<DoctorListItem>[]>(() => [
    { key: 'name', header: t('doctors.name') },
    { key: 'crm', header: t('doctors.crm') },
    { key: 'uf', header: t('doctors.uf') },
    { key: 'email', header: t('doctors.email') },
    { key: 'phone', header: t('doctors.phone'), render: (d) => (d.phone ? formatPhone(d.phone) : '') },
    { key: 'status', header: t('doctors.status'), render: (d) => <DoctorStatusChip status={d.status} /> },
  ], [t]);

  const filters = useMemo<DataTableFilter[]>(() => [{
    key: 'status', label: t('doctors.status'), minWidth: 200, allLabel: t('doctorStatus.all'),
    options: DOCTOR_STATUSES.map((s) => ({ value: s, label: t(`doctorStatus.${s}`) })),
  }], [t]);

  const onApprove = async (doctor: DoctorListItem) => {
    try {
      await approve.mutateAsync(doctor.userId!);
      toast(t('msg.successToApproveUser'), 'success');
    } catch {
      toast(t('err.failedToApproveUser'), 'error');
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">{t('doctors.title')}</Typography>
      <DataTable<DoctorListItem>
        label={t('doctors.title')}
        columns={columns}
        getRowId={(d) => d.id}
        queryKey={doctorsKeys.list(programId)}
        fetchPage={(q, signal) => getDoctors(programId, q, asStatus(q.filters.status), signal)}
        filters={filters}
        searchLabel={t('doctors.searchLabel')}
        onError={(error) => console.error('GET /api/doctors failed', error)}
        view={{ href: (d) => routeHref('doctorDetail', { id: d.id }) }}
        approve={{
          visible: (d) => mayApprove && d.status === 'preRegistration' && d.userId !== null,
          message: (d) => t('doctors.confirmApprove', { name: d.name }),
          onConfirm: onApprove,
        }}
        testId="doctors-table"
      />
      <DoctorsImport programId={programId} />
    </Stack>
  );
}
