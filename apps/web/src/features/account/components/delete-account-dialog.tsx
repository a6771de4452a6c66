import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { useRequestOptout } from '../api/request-optout.ts';

/** The user menu's "delete account": a confirmed data-removal request. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const optout = useRequestOptout();
  const confirm = () =>
    optout.mutate(undefined, {
      onSuccess: ({ protocol }) => {
        toast(t('msg.successToRequestOptoutProtocol', { protocol }), 'success');
        onClose();
      },
      onError: () => toast(t('err.failedToRequestOptout'), 'error'),
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">{t('account.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('account.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" disabled={optout.isPending} onClick={confirm}>
          {t('account.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
