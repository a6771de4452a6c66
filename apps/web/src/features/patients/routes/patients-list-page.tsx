import { useMemo } from 'react';
import EventNote from '@mui/icons-material/EventNote';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCpf, formatDate, type CarePatient } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/toast.ts';
import { getPatients } from '../api/get-patients.ts';
import { patientsKeys } from '../api/keys.ts';
import { careErrorKey } from '../components/care-error.ts';

/** /patients (spec §2 Patients): the doctor's patients from the patient-care system, paged, with details and track application. */
export function PatientsListPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const userId = user?.id ?? 0;

  const columns = useMemo<DataTableColumn<CarePatient>[]>(() => [
    { key: 'patientName', header: t('patientCare.name') },
    { key: 'patientCPF', header: t('patientCare.cpf'), render: (p) => formatCpf(p.patientCPF) },
    { key: 'planPhaseDescription', header: t('patientCare.planPhase') },
    { key: 'treatmentStartDate', header: t('patientCare.treatmentStart'), render: (p) => (p.treatmentStartDate ? formatDate(p.treatmentStartDate) : '') },
    { key: 'lastInteractionDate', header: t('patientCare.lastInteraction'), render: (p) => (p.lastInteractionDate ? formatDate(p.lastInteractionDate) : '') },
  ], [t]);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">{t('patientCare.title')}</Typography>
      <DataTable<CarePatient>
        label={t('patientCare.title')}
        columns={columns}
        getRowId={(p) => p.id}
        queryKey={patientsKeys.list(programId, userId)}
        fetchPage={(q, signal) => getPatients(userId, q, signal)}
        searchable={false}
        emptyText={t('patientCare.noPatients')}
        onError={(error) => toast(t(careErrorKey(error, 'err.failedToLoadPatients')), 'error')}
        view={{ label: t('patientCare.details'), href: (p) => routeHref('patientDetail', { id: p.id }) }}
        extraActions={[{
          key: 'trackApplication', label: t('patientCare.trackApplication'), icon: <EventNote />,
          href: (p) => routeHref('medicationAdministration', { id: p.id }),
        }]}
        testId="patients-table"
      />
    </Stack>
  );
}
