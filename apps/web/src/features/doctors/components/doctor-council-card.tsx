import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatProgrammeDateTime, type DoctorDetail } from '@portal/domain';
import { CouncilStatusChip } from './council-status-chip.tsx';

type Council = NonNullable<DoctorDetail['council']>;

/** The doctor's registration as the medical council holds it: status, type, name, specialties with RQE, last check. */
export function DoctorCouncilCard({ council }: { council: Council }) {
  const { t } = useTranslation();
  const field = (label: string, value: ReactNode, testId: string, md = 3) => (
    <Grid size={{ xs: 12, sm: 6, md }}>
      <Typography variant="caption" color="text.secondary" component="p">{label}</Typography>
      <Typography component="div" data-testid={testId}>{value}</Typography>
    </Grid>
  );
  const specialties = council.specialties.length === 0
    ? t('council.noSpecialties')
    : council.specialties.map((s) => (s.rqe ? `${s.name} (${t('council.rqe', { rqe: s.rqe })})` : s.name)).join('; ');
  return (
    <Card variant="outlined" data-testid="doctor-council">
      <CardContent>
        <Grid container spacing={2}>
          {field(t('council.status'), <CouncilStatusChip status={council.status} />, 'doctor-council-status')}
          {field(t('council.type'), council.type ? t(`council.types.${council.type}`) : t('doctors.notInformed'), 'doctor-council-type')}
          {field(t('council.councilName'), council.name ?? t('doctors.notInformed'), 'doctor-council-name')}
          {field(t('council.lastChecked'),
            council.checkedAt ? formatProgrammeDateTime(council.checkedAt) : t('council.neverChecked'), 'doctor-council-checked')}
          {field(t('council.specialties'), specialties, 'doctor-council-specialties', 12)}
        </Grid>
        {council.nameMatches === false && <Alert severity="warning" sx={{ mt: 2 }}>{t('council.nameMismatch')}</Alert>}
      </CardContent>
    </Card>
  );
}
