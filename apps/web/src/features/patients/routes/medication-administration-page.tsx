import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCpf } from '@portal/domain';
import { routeHref } from '@/config/paths.ts';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { useRoutePatient } from '../api/get-patient.ts';
import { MedicationsTable } from '../components/medications-table.tsx';
import { PatientLoadFailure } from '../components/patient-load-failure.tsx';

/** /medication-administration/:id (spec §2 Patients, track application): one patient's medication rows and their statuses. */
export function MedicationAdministrationPage() {
  const { t } = useTranslation();
  const patient = useRoutePatient();

  if (patient.isError) return <PatientLoadFailure error={patient.error} fallbackKey="err.failedToLoadMedications" />;
  if (!patient.data) return <LoadingScreen />;
  const p = patient.data;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="h5" component="h1">{t('patientCare.administrationTitle')}</Typography>
          <Typography color="text.secondary">{`${t('patientCare.administrationOf', { name: p.patientName })} · ${formatCpf(p.patientCPF)}`}</Typography>
        </div>
        <Button component={Link} to={routeHref('patientDetail', { id: p.id })} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('patientCare.back')}
        </Button>
      </Stack>
      <MedicationsTable patientId={p.id} label={t('patientCare.administrationTitle')} testId="medication-administration" />
    </Stack>
  );
}
