import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCpf, formatDate, formatPhone, type CarePatient } from '@portal/domain';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>{value}</Typography>
    </>
  );
}

function DataCard({ title, fields, testId }: { title: string; fields: [string, ReactNode][]; testId: string }) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{title}</Typography>
        <dl style={{ margin: 0 }}>{fields.map(([label, value]) => <Field key={label} label={label} value={value} />)}</dl>
      </CardContent>
    </Card>
  );
}

/** The patient's personal data and treatment, side by side (stacked on a phone). */
export function PatientDataCards({ patient }: { patient: CarePatient }) {
  const { t } = useTranslation();
  const none = t('patientCare.notInformed');
  const text = (v: string | number | null) => (v === null || v === '' ? none : v);
  const date = (v: string | null) => (v ? formatDate(v) : none);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DataCard testId="patient-personal-card" title={t('patientCare.personalCard')} fields={[
          [t('patientCare.cpf'), formatCpf(patient.patientCPF)],
          [t('patientCare.birthDate'), date(patient.patientBirthDate)],
          [t('patientCare.phone'), patient.patientPhone ? formatPhone(patient.patientPhone) : none],
          [t('patientCare.email'), text(patient.patientEmail)],
          [t('patientCare.caregiverName'), text(patient.caregiverName)],
          [t('patientCare.program'), text(patient.patientProgram)],
        ]} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DataCard testId="patient-treatment-card" title={t('patientCare.treatmentCard')} fields={[
          [t('patientCare.planPhase'), text(patient.planPhaseDescription)],
          [t('patientCare.followup'), text(patient.followupDescription)],
          [t('patientCare.accessWay'), text(patient.accessWay)],
          [t('patientCare.diagnosisDate'), date(patient.diagnosisDate)],
          [t('patientCare.registerDate'), date(patient.registerDate)],
          [t('patientCare.treatmentStart'), date(patient.treatmentStartDate)],
          [t('patientCare.applications'), text(patient.applicationsQuantities)],
          [t('patientCare.nurses'), text(patient.numberCallCentersNurses)],
          [t('patientCare.lastInteraction'), date(patient.lastInteractionDate)],
          ...(patient.reasonInactivation ? [[t('patientCare.reasonInactivation'), patient.reasonInactivation] as [string, ReactNode]] : []),
        ]} />
      </Grid>
    </Grid>
  );
}
