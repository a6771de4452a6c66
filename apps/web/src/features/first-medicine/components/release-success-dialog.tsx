import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Released } from '../hooks/use-release-medicine.ts';

/** Spec §8 first-medicine successes (the patient registered, the medicine released for 30 days); closing starts over. */
export function ReleaseSuccessDialog({ released, onClose }: { released: Released | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const key = released ? (released.created.messageKey.includes('.') ? released.created.messageKey : `msg.${released.created.messageKey}`) : '';
  return (
    <Dialog open={released !== null} onClose={onClose} aria-labelledby="fm-success-title" data-testid="fm-success">
      <DialogTitle id="fm-success-title">{t('firstMedicine.successTitle')}</DialogTitle>
      <DialogContent>
        {released?.registered && <DialogContentText data-testid="fm-success-registered">{t('msg.successToRegisterPatient')}</DialogContentText>}
        <DialogContentText data-testid="fm-success-released">{i18n.exists(key) ? t(key) : t('msg.successToReleaseMedication')}</DialogContentText>
        <DialogContentText>{t('firstMedicine.successText')}</DialogContentText>
        {released && <DialogContentText data-testid="fm-success-code">{t('firstMedicine.successCode', { code: released.created.code })}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus data-testid="fm-success-close">{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
