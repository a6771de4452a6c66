import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** Already translated; defaults to dataTable.confirmTitle. */
  title?: string;
  message: string;
  confirmLabel?: string;
  /** A deletion: titled and confirmed with the one verb every deletion uses ("Excluir"), in the error colour. */
  destructive?: boolean;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an approval, a removal or any other action that cannot be undone. */
export function ConfirmDialog({ open, title, message, confirmLabel, destructive = false, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} data-testid="confirm-dialog">
      <DialogTitle id={titleId}>{title ?? t(destructive ? 'dataTable.confirmRemoveTitle' : 'dataTable.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('dataTable.cancel')}</Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={destructive ? 'error' : 'primary'}
          data-testid="confirm-dialog-confirm" autoFocus>
          {confirmLabel ?? t(destructive ? 'dataTable.remove' : 'dataTable.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
