import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { DecisionQueueRow } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import { RequesterCouncilBadge } from './requester-council.tsx';

export type BulkVerdict = 'APPROVED' | 'REJECTED';

export interface BulkDecisionDialogProps {
  /** The decision being confirmed, or null when closed. */
  verdict: BulkVerdict | null;
  rows: readonly DecisionQueueRow[];
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The summary a bulk decision is confirmed with: every request it will approve (with all its
 * items) or reject, by code, type and requester; a rejection asks for its reason, which the
 * doctor receives, and cannot be sent without it. An approval that holds requests whose
 * requester's registration is no longer active cannot be sent (the server refuses it too,
 * decision 0060): they are named, with their badge, to be unticked or rejected.
 */
export function BulkDecisionDialog({ verdict, rows, busy, onConfirm, onClose }: BulkDecisionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const rejecting = verdict === 'REJECTED';
  const missingReason = rejecting && reason.trim() === '';
  const blocked = rejecting ? [] : rows.filter((r) => r.requesterCouncil?.blocksApproval);
  const confirm = () => {
    setTried(true);
    if (!missingReason) onConfirm(reason.trim());
  };
  return (
    <Dialog open={verdict !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm"
      data-testid="bulk-decision-dialog" slotProps={{ transition: { onExited: () => { setReason(''); setTried(false); } } }}>
      <DialogTitle id={titleId}>{t(rejecting ? 'decisionQueue.rejectTitle' : 'decisionQueue.approveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(rejecting ? 'decisionQueue.rejectSummary' : 'decisionQueue.approveSummary', { count: rows.length })}
        </DialogContentText>
        <List dense aria-label={t('decisionQueue.selectionLabel')} data-testid="bulk-decision-summary">
          {rows.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText primary={`${r.code} · ${t(`procedureType.${r.type}`)}`}
                secondary={[r.requester?.name, r.items.join(', ')].filter(Boolean).join(' · ')} />
              {r.requesterCouncil && <RequesterCouncilBadge council={r.requesterCouncil} />}
            </ListItem>
          ))}
        </List>
        {blocked.length > 0 && (
          <Alert severity="error" data-testid="bulk-decision-blocked">
            {t('council.bulkBlocked')} {blocked.map((r) => r.code).join(', ')}
          </Alert>
        )}
        {rejecting && (
          <TextField label={t('decisionQueue.reasonLabel')} value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2}
            required error={tried && missingReason} helperText={tried && missingReason ? t('decisionQueue.reasonRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'bulk-decision-reason' } }} autoFocus />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
        <Button variant="contained" color={rejecting ? 'error' : 'primary'} disabled={busy || blocked.length > 0} onClick={confirm} data-testid="bulk-decision-confirm">
          {t(rejecting ? 'decisionQueue.rejectSelected' : 'decisionQueue.approveSelected', { count: rows.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
