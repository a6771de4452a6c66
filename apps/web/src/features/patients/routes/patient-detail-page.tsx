import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { useRoutePatient } from '../api/get-patient.ts';
import { AccessPhasesStepper } from '../components/access-phases-stepper.tsx';
import { PatientLoadFailure } from '../components/patient-load-failure.tsx';
import { MedicationsTable } from '../components/medications-table.tsx';
import { PatientDataCards } from '../components/patient-data-cards.tsx';

/** /patients/:id (spec §2 Patients): access-phase stepper, data cards, medications and the track-application button. */
export function PatientDetailPage() {
  const { t } = useTranslation();
  const patient = useRoutePatient();

  if (patient.isError) return <PatientLoadFailure error={patient.error} fallbackKey="err.failedToLoadPatientDetails" />;
  if (!patient.data) return <LoadingScreen />;
  const p = patient.data;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="overline" component="p">{t('patientCare.detailsTitle')}</Typography>
          <Typography variant="h5" component="h1">{p.patientName}</Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={routeHref('patients')}>{t('patientCare.back')}</Button>
          <Button variant="contained" component={Link} to={routeHref('medicationAdministration', { id: p.id })} data-testid="track-application">
            {t('patientCare.trackApplication')}
          </Button>
        </Stack>
      </Stack>
      {p.reasonInactivation && <Alert severity="warning">{`${t('patientCare.reasonInactivation')}: ${p.reasonInactivation}`}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>{t('patientCare.accessPhasesTitle')}</Typography>
          <AccessPhasesStepper phases={p.accessPhases} />
        </CardContent>
      </Card>
      <PatientDataCards patient={p} />
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">{t('patientCare.medicationsTitle')}</Typography>
        <MedicationsTable patientId={p.id} label={t('patientCare.medicationsTitle')} testId="patient-medications" />
      </Stack>
    </Stack>
  );
}
