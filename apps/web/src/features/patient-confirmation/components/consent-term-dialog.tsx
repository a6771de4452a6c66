import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';

/** The programme's consent term as plain text, with its version. */
export function ConsentTermDialog({ open, term, version, onClose }: { open: boolean; term: string; version: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="consent-term-title" fullWidth data-testid="consent-term-dialog">
      <DialogTitle id="consent-term-title">{t('patientLink.termsTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{term}</Typography>
        <Typography variant="caption" color="text.secondary">{t('patientLink.termVersion', { version })}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
