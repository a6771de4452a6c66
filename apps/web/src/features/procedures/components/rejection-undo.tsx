import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { UNDO_REJECTION_MS } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useCountdown } from '@/lib/use-countdown.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { proceduresKeys } from '../api/keys.ts';
import { toastFailure } from './detail/error-toast.ts';

export interface RejectionUndoProps {
  procedureIds: readonly number[];
  /** When the rejection was made (ms), or the server's `undoRejectionUntil` minus the window. */
  rejectedAt: number;
  onDone?: () => void;
}

/**
 * "Desfazer" for a rejection just made, while its minute lasts (the server holds the same window
 * and answers rejectionUndoExpired after it): the requests go back to waiting for a decision.
 */
export function RejectionUndo({ procedureIds, rejectedAt, onDone }: RejectionUndoProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const seconds = useCountdown(new Date(rejectedAt + UNDO_REJECTION_MS).toISOString());
  if (seconds <= 0) return null;
  const undo = async () => {
    setBusy(true);
    try {
      for (const procedureId of procedureIds) await api.procedures.undoRejection({ params: { procedureId } });
      toast(t('procedureDecision.undone'), 'success');
      onDone?.();
    } catch (error) {
      toastFailure(t, error, 'err.generic');
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: proceduresKeys.all });
    }
  };
  return (
    <Alert severity="info" data-testid="rejection-undo"
      action={<Button color="inherit" size="small" disabled={busy} onClick={() => void undo()} data-testid="rejection-undo-button">{t('procedureDecision.undo')}</Button>}>
      {t('procedureDecision.undoHint', { seconds })}
    </Alert>
  );
}
