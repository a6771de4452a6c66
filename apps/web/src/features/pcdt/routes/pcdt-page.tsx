import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { PCDT_GENERAL, STATES, type PcdtState } from '@portal/domain';
import { FileCard, pcdtZipHref, UploadPanel, useFileActions, useProgramFiles } from '@/components/program-files/index.ts';
import { useSession } from '@/lib/auth/session.ts';

/**
 * /pcdt (spec §2 PCDT): state select (Geral plus the 27 states), the state's protocol cards,
 * "Baixar Todos" as one zip, and upload and delete for admins.
 */
export function PcdtPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const files = useProgramFiles(programId, 'CONTENTS');
  const actions = useFileActions();
  const isManager = user?.type === 'ADMIN' || user?.type === 'SYSADMIN';
  const [uf, setUf] = useState<PcdtState>(PCDT_GENERAL);
  const stateFiles = useMemo(() => (files.data ?? []).filter((f) => (f.uf ?? PCDT_GENERAL) === uf), [files.data, uf]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('pcdt.title')}</Typography>
      <Typography color="text.secondary">{t('pcdt.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl sx={{ minWidth: 260 }}>
          <InputLabel id="pcdt-state-label">{t('pcdt.state')}</InputLabel>
          <Select<PcdtState> labelId="pcdt-state-label" label={t('pcdt.state')} value={uf} onChange={(e) => setUf(e.target.value)}
            SelectDisplayProps={{ 'data-testid': 'pcdt-state' } as object}>
            <MenuItem value={PCDT_GENERAL}>{t('common.general')}</MenuItem>
            {STATES.map(([code, name]) => <MenuItem key={code} value={code}>{`${code} - ${name}`}</MenuItem>)}
          </Select>
        </FormControl>
        {stateFiles.length > 0 && (
          <Button variant="contained" startIcon={<DownloadOutlined />} href={pcdtZipHref(programId, uf)} download data-testid="pcdt-download-all">
            {t('common.downloadAll')}
          </Button>
        )}
      </Stack>
      {files.isPending && <LinearProgress />}
      {files.isError && <Alert severity="error">{t('err.failedToLoadData')}</Alert>}
      {files.isSuccess && stateFiles.length === 0 && <Alert severity="info">{t('pcdt.empty')}</Alert>}
      <Grid container spacing={2}>
        {stateFiles.map((file) => (
          <Grid key={file.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <FileCard file={file} onOpen={actions.open} onDelete={isManager ? actions.askDelete : undefined} />
          </Grid>
        ))}
      </Grid>
      {isManager && (
        <UploadPanel title={t('pcdt.uploadTitle')} testId="pcdt-upload"
          fields={() => ({ fileType: 'CONTENTS', uf: uf === PCDT_GENERAL ? undefined : uf })}>
          <Typography variant="body2" color="text.secondary">
            {t('pcdt.state')}: {uf === PCDT_GENERAL ? t('common.general') : uf}
          </Typography>
        </UploadPanel>
      )}
      {actions.dialog}
    </Stack>
  );
}
