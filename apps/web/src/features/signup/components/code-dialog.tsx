import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatPhone } from '@portal/domain';
import { CodeInput } from '@/components/code-input.tsx';
import { useCountdown } from '@/lib/use-countdown.ts';

export interface CodeDialogProps {
  open: boolean;
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: (code: string) => void;
  /** When a new code may be asked (the send-code answer). */
  resendAt: string | null;
  onResend: () => void;
  onBack: () => void;
  busy: boolean;
  resending: boolean;
  error?: ReactNode;
}

/** Spec §2 signup step 2: five boxes, auto-submit on the fifth digit, resend after the countdown, Back. */
export function CodeDialog({ open, phone, code, onCodeChange, onSubmit, resendAt, onResend, onBack, busy, resending, error }: CodeDialogProps) {
  const { t } = useTranslation();
  const seconds = useCountdown(open ? resendAt : null);
  return (
    <Dialog open={open} aria-labelledby="code-dialog-title" data-testid="code-dialog" maxWidth="xs" fullWidth>
      <DialogTitle id="code-dialog-title">{t('signup.codeTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <DialogContentText>{t('signup.codeInstructions', { phone: formatPhone(phone) })}</DialogContentText>
          <CodeInput value={code} onChange={onCodeChange} onComplete={onSubmit} disabled={busy} error={Boolean(error)} />
          {busy && <CircularProgress size={24} aria-label={t('common.sending')} />}
          {error && <Alert severity="error" sx={{ width: '100%' }} data-testid="code-error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button onClick={onBack} disabled={busy} data-testid="code-back">{t('common.back')}</Button>
        <Button onClick={onResend} disabled={busy || resending || seconds > 0} data-testid="code-resend">
          {seconds > 0 ? t('signup.resendIn', { seconds }) : t('signup.resendCode')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
