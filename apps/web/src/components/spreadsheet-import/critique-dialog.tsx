import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import { saveReport } from './download.ts';
import type { ImportValidation } from './types.ts';

export interface CritiqueDialogProps {
  validation: ImportValidation<unknown> | null;
  onClose: () => void;
}

/** Spec §2: the critique report of a refused spreadsheet — totals, valid and invalid rows, report download, close. */
export function CritiqueDialog({ validation, onClose }: CritiqueDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const figure = (label: string, value: number, testId: string, color?: string) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography>{label}</Typography>
      <Typography sx={{ fontWeight: 700 }} color={color} data-testid={testId}>{value}</Typography>
    </Stack>
  );
  const report = validation?.report ?? null;
  return (
    <Dialog open={validation !== null} onClose={onClose} aria-labelledby={titleId} data-testid="critique-dialog" fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('spreadsheetImport.critiqueTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">{t('err.invalidXlsxFileCheckErrorReport')}</Typography>
          {figure(t('spreadsheetImport.total'), validation?.total ?? 0, 'critique-total')}
          {figure(t('spreadsheetImport.valid'), validation?.valid ?? 0, 'critique-valid', 'success.main')}
          {figure(t('spreadsheetImport.invalid'), validation?.invalid ?? 0, 'critique-invalid', 'error.main')}
        </Stack>
      </DialogContent>
      <DialogActions>
        {report && (
          <Button startIcon={<DownloadOutlined />} onClick={() => saveReport(report)} data-testid="critique-download">
            {t('spreadsheetImport.downloadReport')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} data-testid="critique-close" autoFocus>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
