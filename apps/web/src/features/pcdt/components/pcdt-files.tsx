import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PCDT_GENERAL, STATES, type PcdtState, type ProgramFile } from '@portal/domain';
import { ListboxSelect } from '@/components/form/listbox-select.tsx';
// The card's own module, not the barrel: the visitors' page must not load the upload panel.
import { FileCard } from '@/components/program-files/file-card.tsx';
import { PcdtHeading } from './pcdt-heading.tsx';

export interface PcdtFilesProps {
  files: UseQueryResult<ProgramFile[]>;
  onOpen: (file: ProgramFile) => void;
  zipHref: (uf: PcdtState) => string;
  /** Admins only: the delete badge on each card. */
  onDelete?: ((file: ProgramFile) => void) | undefined;
  /** Below the cards (the admins' upload panel), for the chosen state. */
  footer?: (uf: PcdtState) => ReactNode;
}

/**
 * Spec §2 PCDT: state select (Geral plus the 27 states), the state's protocol cards and
 * "Baixar Todos" as one zip when the state has files.
 */
export function PcdtFiles({ files, onOpen, zipHref, onDelete, footer }: PcdtFilesProps) {
  const { t } = useTranslation();
  const [uf, setUf] = useState<PcdtState>(PCDT_GENERAL);
  const stateOptions = useMemo(
    () => [{ value: PCDT_GENERAL, label: t('common.general') }, ...STATES.map(([code, name]) => ({ value: code, label: `${code} - ${name}` }))], [t]);
  const stateFiles = useMemo(() => (files.data ?? []).filter((f) => (f.uf ?? PCDT_GENERAL) === uf), [files.data, uf]);

  return (
    <Stack spacing={2}>
      <PcdtHeading />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ListboxSelect label={t('pcdt.state')} value={uf} options={stateOptions} onChange={(v) => setUf(v as PcdtState)}
          testId="pcdt-state" minWidth={260} />
        {stateFiles.length > 0 && (
          <Button variant="contained" startIcon={<DownloadOutlined />} href={zipHref(uf)} download data-testid="pcdt-download-all">
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
            <FileCard file={file} onOpen={onOpen} onDelete={onDelete} />
          </Grid>
        ))}
      </Grid>
      {footer?.(uf)}
    </Stack>
  );
}
