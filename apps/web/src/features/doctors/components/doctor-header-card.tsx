import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatPhone, type DoctorDetail } from '@portal/domain';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DoctorStatusChip } from './doctor-status-chip.tsx';

export interface DoctorHeaderCardProps {
  doctor: DoctorDetail;
  /** Shown for a pre-registration doctor when the viewer may approve. */
  onApprove?: (() => Promise<void>) | undefined;
}

/** Spec §2 Doctor detail: name, registered or unregistered chip, CRM/state, e-mail, cellphone. */
export function DoctorHeaderCard({ doctor, onApprove }: DoctorHeaderCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = (label: string, value: string, testId: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="p">{label}</Typography>
      <Typography data-testid={testId}>{value || t('doctors.notInformed')}</Typography>
    </Grid>
  );
  const approve = async () => {
    setBusy(true);
    try {
      await onApprove?.();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Card variant="outlined" data-testid="doctor-header">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} data-testid="doctor-name">{doctor.name}</Typography>
          <DoctorStatusChip status={doctor.status} />
          {onApprove && doctor.status === 'preRegistration' && (
            <Button variant="contained" onClick={() => setConfirming(true)} data-testid="doctor-approve">{t('common.approve')}</Button>
          )}
        </Stack>
        <Grid container spacing={2}>
          {field(t('doctors.crmUf'), `${doctor.crm}/${doctor.uf}`, 'doctor-crm')}
          {field(t('doctors.email'), doctor.email, 'doctor-email')}
          {field(t('doctors.cellphone'), doctor.phone ? formatPhone(doctor.phone) : '', 'doctor-phone')}
          {field(t('doctors.specialty'), doctor.specialty ?? '', 'doctor-specialty')}
        </Grid>
      </CardContent>
      <ConfirmDialog open={confirming} busy={busy} message={t('doctors.confirmApprove', { name: doctor.name })} confirmLabel={t('common.approve')}
        onConfirm={() => void approve()} onClose={() => setConfirming(false)} />
    </Card>
  );
}
