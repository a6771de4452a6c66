import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';
import type { Released } from '../hooks/use-release-medicine.ts';

/**
 * Spec §8 first-medicine successes (the patient registered, the medicine released for 30 days),
 * each said once, and the request's code as a link to its detail; closing starts over.
 */
export function ReleaseSuccessDialog({ released, onClose }: { released: Released | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const key = released ? (released.created.messageKey.includes('.') ? released.created.messageKey : `msg.${released.created.messageKey}`) : '';
  // The server's message says the 30 days itself; the generic one needs the screen's sentence after it.
  const serverSays = i18n.exists(key);
  return (
    <Dialog open={released !== null} onClose={onClose} aria-labelledby="fm-success-title" data-testid="fm-success">
      <DialogTitle id="fm-success-title">{t('firstMedicine.successTitle')}</DialogTitle>
      <DialogContent>
        {released?.registered && <DialogContentText data-testid="fm-success-registered">{t('msg.successToRegisterPatient')}</DialogContentText>}
        <DialogContentText data-testid="fm-success-released">{serverSays ? t(key) : t('firstMedicine.successText')}</DialogContentText>
        {released && (
          <DialogContentText data-testid="fm-success-code">
            {t('firstMedicine.successCodeLabel')}{' '}
            <Link component={RouterLink} to={routeHref('procedureDetail', { id: released.created.id })} data-testid="fm-success-code-link">
              {released.created.code}
            </Link>
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus data-testid="fm-success-close">{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
