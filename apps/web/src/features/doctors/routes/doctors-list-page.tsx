import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  canManageUserType, COUNCIL_STATUSES, DOCTOR_STATUSES, formatPhone, type CouncilStatus, type DoctorListItem, type DoctorStatus,
} from '@portal/domain';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { useApproveDoctorWithFeedback } from '../api/use-approve-feedback.ts';
import { getDoctors } from '../api/get-doctors.ts';
import { doctorsKeys } from '../api/keys.ts';
import { CouncilStatusChip } from '../components/council-status-chip.tsx';
import { DoctorStatusChip } from '../components/doctor-status-chip.tsx';
import { DoctorsImport } from '../components/doctors-import.tsx';

const asStatus = (value: string | undefined): DoctorStatus | undefined =>
  (DOCTOR_STATUSES as readonly string[]).includes(value ?? '') ? (value as DoctorStatus) : undefined;
const asCouncilStatus = (value: string | undefined): CouncilStatus | undefined =>
  (COUNCIL_STATUSES as readonly string[]).includes(value ?? '') ? (value as CouncilStatus) : undefined;

/** /doctors (spec §2 Doctors list): the programme's doctors the caller may see, then the spreadsheet import. */
export function DoctorsListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const approve = useApproveDoctorWithFeedback();
  const mayApprove = canManageUserType(user?.type ?? 'DOCTOR', 'DOCTOR');

  const columns = useMemo<DataTableColumn<DoctorListItem>[]>(() => [
    { key: 'name', header: t('doctors.name') },
    { key: 'crm', header: t('doctors.crm') },
    { key: 'uf', header: t('doctors.uf') },
    { key: 'email', header: t('doctors.email') },
    { key: 'phone', header: t('doctors.phone'), render: (d) => (d.phone ? formatPhone(d.phone) : '') },
    { key: 'status', header: t('doctors.status'), render: (d) => <DoctorStatusChip status={d.status} /> },
    { key: 'councilStatus', header: t('council.status'), render: (d) => (d.councilStatus ? <CouncilStatusChip status={d.councilStatus} /> : '') },
  ], [t]);

  const filters = useMemo<DataTableFilter[]>(() => [{
    key: 'status', label: t('doctors.status'), minWidth: 200, allLabel: t('doctorStatus.all'),
    options: DOCTOR_STATUSES.map((s) => ({ value: s, label: t(`doctorStatus.${s}`) })),
  }, {
    key: 'councilStatus', label: t('council.status'), minWidth: 200, allLabel: t('council.filterAll'),
    options: COUNCIL_STATUSES.map((s) => ({ value: s, label: t(`council.statuses.${s}`) })),
  }], [t]);

  const onApprove = (doctor: DoctorListItem) => approve(doctor.userId!);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">{t('doctors.title')}</Typography>
      <DataTable<DoctorListItem>
        label={t('doctors.title')}
        columns={columns}
        getRowId={(d) => d.id}
        queryKey={doctorsKeys.list(programId)}
        fetchPage={(q, signal) => getDoctors(programId, q, { status: asStatus(q.filters.status), councilStatus: asCouncilStatus(q.filters.councilStatus) }, signal)}
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
