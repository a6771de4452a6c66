import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface RejectDialogProps {
  open: boolean;
  code: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Confirms a rejection and asks for its reason (optional, up to 500 characters). */
export function RejectDialog({ open, code, busy, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} data-testid="reject-dialog" fullWidth maxWidth="sm"
      slotProps={{ transition: { onExited: () => setReason('') } }}>
      <DialogTitle id={titleId}>{t('procedures.rejectTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('procedures.confirmReject', { code })}</DialogContentText>
        <TextField label={t('procedures.rejectReasonLabel')} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-reason' } }} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => onConfirm(reason.trim())} data-testid="reject-dialog-confirm">
          {t('common.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
