import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';

/** Where the wizard stands after the file was chosen. */
export type WizardStage =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; file: string; valid: number; invalid: number }
  | { kind: 'saving'; file: string; valid: number }
  | { kind: 'imported'; count: number };

export interface ImportSummaryProps {
  stage: WizardStage;
  onImport: () => void;
  onStartOver: () => void;
  testId: string;
}

/**
 * The dry run's summary ("298 válidas, 2 com erros": nothing saved yet), the import button when
 * every row is valid, a progress bar while the file is checked or saved, and the result's count.
 */
export function ImportSummary({ stage, onImport, onStartOver, testId }: ImportSummaryProps) {
  const { t } = useTranslation();
  if (stage.kind === 'idle') return null;
  if (stage.kind === 'checking' || stage.kind === 'saving') {
    const text = t(stage.kind === 'checking' ? 'importWizard.checking' : 'importWizard.saving');
    return (
      <Stack spacing={1} role="status" data-testid={`${testId}-progress`}>
        <Typography variant="body2">{text}</Typography>
        <LinearProgress aria-label={t('importWizard.progressLabel')} />
      </Stack>
    );
  }
  if (stage.kind === 'imported') {
    return (
      <Alert severity="success" role="status" data-testid={`${testId}-result`}
        action={<Button color="inherit" size="small" onClick={onStartOver}>{t('importWizard.startOver')}</Button>}>
        {t('importWizard.imported', { count: stage.count })}
      </Alert>
    );
  }
  const clean = stage.invalid === 0;
  return (
    <Alert severity={clean ? 'info' : 'warning'} role="status" data-testid={`${testId}-summary`}
      action={clean ? (
        <Button variant="contained" size="small" onClick={onImport} data-testid={`${testId}-import`}>
          {t('importWizard.import', { count: stage.valid })}
        </Button>
      ) : undefined}>
      <AlertTitle data-testid={`${testId}-summary-counts`}>
        {t('importWizard.summary', { count: stage.valid, valid: stage.valid, invalid: stage.invalid })}
      </AlertTitle>
      {t('importWizard.summaryTitle', { file: stage.file })}.{' '}
      {clean ? t('importWizard.readyToImport', { count: stage.valid }) : t('importWizard.fixAndRetry')}
    </Alert>
  );
}
