import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CANCEL_SUB_STATUSES, type ExamSubStatus, type ProcedureChild, type ProgressStep } from '@portal/domain';
import { toast } from '@/lib/toast.ts';
import { useRecordProgress } from '../../api/record-progress.ts';
import { toastFailure } from './error-toast.ts';

export interface PendingStep { child: ProcedureChild; step: ProgressStep }

/**
 * One step after approval on one child (admins): scheduling, collection, receipt, conclusion, or
 * cancellation with its sub-status and a reason (required; a cancellation returns the voucher).
 */
export function ProgressDialog({ procedureId, pending, onClose }: { procedureId: number; pending: PendingStep | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const record = useRecordProgress(procedureId);
  const sending = useRef(false);
  const [subStatus, setSubStatus] = useState<ExamSubStatus>(CANCEL_SUB_STATUSES[0]!);
  const [reason, setReason] = useState('');
  const [scheduledFor, setScheduledFor] = useState('');
  const [place, setPlace] = useState('');
  const canceling = pending?.step === 'CANCEL';
  const scheduling = pending?.step === 'SCHEDULE';

  const submit = async () => {
    if (!pending || sending.current) return;
    sending.current = true;
    try {
      await record.mutateAsync({
        step: pending.step, childIds: [pending.child.id],
        ...(canceling ? { subStatus } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}),
        // The São Paulo wall time as typed (the field is labelled so); the server stores the instant.
        ...(scheduling ? { scheduledFor, ...(place.trim() ? { place: place.trim() } : {}) } : {}),
      });
      toast(t('msg.successToRecordProcedureStep'), 'success');
      onClose();
    } catch (error) {
      toastFailure(t, error, 'err.failedToRecordProcedureProgress');
    } finally {
      sending.current = false;
    }
  };

  const reset = () => {
    setSubStatus(CANCEL_SUB_STATUSES[0]!);
    setReason('');
    setScheduledFor('');
    setPlace('');
  };
  return (
    <Dialog open={pending !== null} onClose={record.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm"
      data-testid="progress-dialog" slotProps={{ transition: { onExited: reset } }}>
      <DialogTitle id={titleId}>
        {pending ? t('procedures.stepDialogTitle', { step: t(`procedures.step.${pending.step}`), name: pending.child.name }) : ''}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {canceling && (
            <TextField select label={t('procedures.stepSubStatus')} value={subStatus} onChange={(e) => setSubStatus(e.target.value as ExamSubStatus)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'progress-sub-status' } as object } }}>
              {CANCEL_SUB_STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`examSubStatus.${s}`)}</MenuItem>)}
            </TextField>
          )}
          {scheduling && (
            <>
              <TextField type="datetime-local" label={t('scheduling.dateTime')} value={scheduledFor} onChange={(e) => setScheduledFor(e.target.value)} required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'progress-scheduled-for' } }} />
              <TextField label={t('scheduling.place')} value={place} onChange={(e) => setPlace(e.target.value)} helperText={t('scheduling.placeHint')}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'progress-place' } }} />
            </>
          )}
          <TextField label={t('procedures.stepReason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2}
            required={canceling}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'progress-reason' } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={record.isPending}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={record.isPending || (canceling && !reason.trim()) || (scheduling && !scheduledFor)} onClick={() => void submit()} data-testid="progress-dialog-confirm">
          {t('procedures.stepConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
