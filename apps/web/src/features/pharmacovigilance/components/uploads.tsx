import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from './error-message.ts';
import { useMeddraReleases, useUploadAck, useUploadMeddra } from '../api/pv-api.ts';

const fileOf = (input: HTMLInputElement) => input.files?.[0] ?? null;

/** The company's MedDRA release: version label and the ASCII llt.asc and pt.asc files. */
export function MeddraUpload() {
  const { t } = useTranslation();
  const releases = useMeddraReleases();
  const upload = useUploadMeddra();
  const [version, setVersion] = useState('');
  const [llt, setLlt] = useState<File | null>(null);
  const [pt, setPt] = useState<File | null>(null);
  const current = releases.data?.[0];
  const send = async () => {
    if (!llt || !pt) return;
    try {
      const release = await upload.mutateAsync({ version, llt, pt });
      toast(t('pvCases.meddraLoaded', { version: release.version, count: release.llts }), 'success');
    } catch (error) {
      toast(errorMessage(t, error), 'error');
    }
  };
  return (
    <Card data-testid="pv-meddra-upload">
      <CardContent>
        <Typography variant="h6" component="h2">{t('pvCases.meddraTitle')}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>{t('pvCases.meddraHelp')}</Typography>
        {current && <Typography variant="body2" gutterBottom>{t('pvCases.meddraCurrent', { version: current.version, count: current.llts })}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField size="small" label={t('pvCases.meddraVersion')} value={version} onChange={(e) => setVersion(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'pv-meddra-version' } }} />
          <Button component="label" variant="outlined">
            {llt ? llt.name : t('pvCases.meddraFile', { name: 'llt.asc' })}
            <input hidden type="file" accept=".asc,text/plain" data-testid="pv-meddra-llt" onChange={(e) => setLlt(fileOf(e.target))} />
          </Button>
          <Button component="label" variant="outlined">
            {pt ? pt.name : t('pvCases.meddraFile', { name: 'pt.asc' })}
            <input hidden type="file" accept=".asc,text/plain" data-testid="pv-meddra-pt" onChange={(e) => setPt(fileOf(e.target))} />
          </Button>
          <Button variant="contained" disabled={!llt || !pt || !version || upload.isPending} onClick={() => void send()}>{t('pvCases.meddraUpload')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The gateway's acknowledgement (.ack), stored against the cases it names. */
export function AckUpload() {
  const { t } = useTranslation();
  const upload = useUploadAck();
  const send = async (file: File | null) => {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(file);
      toast(t('pvCases.ackResult', { count: result.cases.length, unknown: result.unknown.length }), result.unknown.length ? 'warning' : 'success');
    } catch (error) {
      toast(errorMessage(t, error), 'error');
    }
  };
  return (
    <Button component="label" variant="outlined" disabled={upload.isPending} data-testid="pv-ack-upload">
      {t('pvCases.ackUpload')}
      <input hidden type="file" accept=".ack,.xml,application/xml,text/xml" onChange={(e) => void send(fileOf(e.target))} />
    </Button>
  );
}
