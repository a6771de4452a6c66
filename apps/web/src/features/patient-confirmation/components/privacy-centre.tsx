import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { channelStanding, CONSENT_CHANNELS, consentField, type ConsentChannel, type LinkPatient, type LinkProgram, type PatientExport } from '@portal/domain';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useExportData, usePrivacyOverview, useRevokeConsent } from '../api/privacy.ts';
import { ConsentStatusChip, useConsentWhen } from './consent-status.tsx';
import { PatientDataSheet } from './patient-data-sheet.tsx';
import { useReadLine } from './patient-read-line.ts';
import { StepHeading } from './step-heading.tsx';

function downloadJson(data: PatientExport, code: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `meus-dados-${code}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The patient's privacy centre (LGPD art. 18): every channel with its status (a channel never
 * granted reads "Não autorizado", a withdrawn one "Revogado") and revocation; the data held, as a
 * readable, printable document beside the machine-readable JSON; and who read it.
 */
export function PrivacyCentre({ code, token, program, onExpired, onBack, onRevoked }: {
  code: string; token: string; program: LinkProgram; onExpired: () => void; onBack: () => void;
  /** What the confirmation step must show after a revocation. */
  onRevoked: (patch: Partial<LinkPatient>) => void;
}) {
  const { t } = useTranslation();
  const consentWhen = useConsentWhen();
  const readLine = useReadLine();
  const overview = usePrivacyOverview(code, token);
  const revoke = useRevokeConsent(code, token);
  const exportData = useExportData(code, token);
  const [revoking, setRevoking] = useState<ConsentChannel | null>(null);
  const [sheet, setSheet] = useState<PatientExport | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onExpired();
    else toast(t(error instanceof ApiError ? `err.${error.code}` : 'err.generic'), 'error');
  };
  useEffect(() => {
    if (overview.error instanceof ApiError && overview.error.status === 401) onExpired();
  }, [overview.error, onExpired]);
  if (overview.error) return <Alert severity="error">{t('err.failedToLoadData')}</Alert>;
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking);
      onRevoked({ [consentField(revoking)]: false });
      toast(t('patientLink.revokedToast'), 'success');
    } catch (error) {
      failed(error);
    }
    setRevoking(null);
  };
  const loadExport = async (then: (data: PatientExport) => void) => {
    try {
      then(await exportData.mutateAsync());
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Stack spacing={2} data-testid="privacy-centre">
      <StepHeading>{t('patientLink.privacyTitle')}</StepHeading>
      <Typography color="text.secondary">{t('patientLink.privacyIntro')}</Typography>
      {overview.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {overview.data && (
        <>
          <List aria-label={t('patientLink.consentsTitle')} disablePadding>
            {CONSENT_CHANNELS.map((channel) => {
              const c = overview.data.consents.find((row) => row.channel === channel);
              const status = channelStanding(overview.data.consents, channel);
              return (
                // The action sits in the row's flow, not over it: its width is kept, so the date never runs under it.
                <ListItem key={channel} disableGutters data-testid={`consent-${channel}`} data-status={status} sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <ListItemText sx={{ flex: '1 1 12rem', minWidth: 0 }}
                    primary={<>{t(`patientLink.channel.${channel}`)} <ConsentStatusChip status={status} /></>}
                    secondary={c && consentWhen(c)} />
                  {status === 'GRANTED' && (
                    <Button size="small" color="error" sx={{ flexShrink: 0 }} onClick={() => setRevoking(channel)} data-testid={`revoke-${channel}`}>{t('patientLink.revoke')}</Button>
                  )}
                </ListItem>
              );
            })}
          </List>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" disabled={exportData.isPending} onClick={() => void loadExport((d) => downloadJson(d, code))} data-testid="download-json">
              {t('patientLink.downloadJson')}
            </Button>
            <Button variant="outlined" disabled={exportData.isPending} data-testid="show-data"
              onClick={() => (sheet ? setSheet(null) : void loadExport(setSheet))}>
              {t(sheet ? 'patientLink.hideData' : 'patientLink.showData')}
            </Button>
          </Stack>
          {sheet && <PatientDataSheet data={sheet} program={program} />}
          <Typography variant="subtitle1" component="h3">{t('patientLink.readsTitle')}</Typography>
          {overview.data.reads.length === 0 && <Typography color="text.secondary">{t('patientLink.readsEmpty')}</Typography>}
          <List dense disablePadding data-testid="patient-reads">
            {overview.data.reads.map((r, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText primary={r.actorName} secondary={readLine(r)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Button variant="outlined" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>{t('common.back')}</Button>
      <ConfirmDialog open={revoking !== null} title={t('patientLink.revokeTitle')} busy={revoke.isPending}
        message={revoking ? t('patientLink.revokeConfirm', { channel: t(`patientLink.channel.${revoking}`) }) : ''}
        confirmLabel={t('patientLink.revoke')} onConfirm={() => void confirmRevoke()} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
