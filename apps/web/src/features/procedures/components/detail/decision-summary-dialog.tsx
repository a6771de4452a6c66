import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ProcedureChild } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface DecisionSummaryDialogProps {
  open: boolean;
  code: string;
  approved: readonly ProcedureChild[];
  rejected: readonly ProcedureChild[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Items({ title, items, testId }: { title: string; items: readonly ProcedureChild[]; testId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <>
      <Typography variant="subtitle2" component="h3" id={headingId} sx={{ mt: 2 }}>{`${title} (${items.length})`}</Typography>
      <List dense aria-labelledby={headingId} data-testid={testId}>
        {items.length === 0 && <ListItem disableGutters><ListItemText secondary={t('procedureDecision.nothing')} /></ListItem>}
        {items.map((c) => <ListItem key={c.id} disableGutters><ListItemText primary={c.name} secondary={c.code} /></ListItem>)}
      </List>
    </>
  );
}

/** Before an approval is sent: what it approves and what it rejects, item by item, across every tab. */
export function DecisionSummaryDialog({ open, code, approved, rejected, busy, onConfirm, onClose }: DecisionSummaryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="decision-summary-dialog">
      <DialogTitle id={titleId}>{t('procedures.confirmApprove', { code })}</DialogTitle>
      <DialogContent>
        <Items title={t('procedureDecision.willApprove')} items={approved} testId="decision-summary-approved" />
        <Items title={t('procedureDecision.willReject')} items={rejected} testId="decision-summary-rejected" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={onConfirm} data-testid="decision-summary-confirm" autoFocus>{t('common.approve')}</Button>
      </DialogActions>
    </Dialog>
  );
}
