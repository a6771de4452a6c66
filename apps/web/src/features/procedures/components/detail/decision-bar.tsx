import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProcedureDecisionInput, ProcedureDetail } from '@portal/domain';
import { toast } from '@/lib/toast.ts';
import { useDecideProcedure } from '../../api/decide-procedure.ts';
import { toastFailure } from './error-toast.ts';
import { DecisionSummaryDialog } from './decision-summary-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

export interface DecisionBarProps {
  detail: ProcedureDetail;
  /** The children ticked on the tabs. */
  selectedIds: readonly number[];
  onDecided: () => void;
}

/**
 * Approve (with the selected children) and reject, only while `canDecide` (spec §4): reject is
 * disabled while any child is selected; travel sends all its children either way. An approval is
 * confirmed on a summary of what it approves and what it rejects; a rejection asks its reason. A
 * second click while one runs does nothing.
 */
export function DecisionBar({ detail, selectedIds, onDecided }: DecisionBarProps) {
  const { t } = useTranslation();
  const decide = useDecideProcedure(detail.id);
  const sending = useRef(false);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const travel = detail.type === 'TRAVEL';
  const allIds = detail.children.map((c) => c.id);
  const approveIds = travel ? allIds : [...selectedIds];
  // The server refuses it too (409 requesterRegistrationInactive); the page's notice says why (decision 0060).
  const approvable = (travel || selectedIds.length > 0) && !detail.requesterCouncil?.blocksApproval;
  const rejectable = travel || selectedIds.length === 0;

  const send = async (body: ProcedureDecisionInput) => {
    if (sending.current) return;
    sending.current = true;
    const approving = body.status === 'APPROVED';
    try {
      await decide.mutateAsync(body);
      toast(t(approving ? 'msg.successToApproveProcedure' : 'msg.successToRejectProcedure'), 'success');
      onDecided();
    } catch (error) {
      toastFailure(t, error, approving ? 'err.failedToApproveProcedure' : 'err.failedToRejectProcedure');
    } finally {
      sending.current = false;
      setAsking(null);
    }
  };

  const busy = decide.isPending;
  return (
    <Stack spacing={1} data-testid="procedure-decision">
      {detail.children.length > 0 && !travel && <Alert severity="info">{t('procedures.selectToApprove')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" variant="outlined" disabled={!rejectable || busy} onClick={() => setAsking('reject')} data-testid="procedure-reject">
          {t('common.reject')}
        </Button>
        <Button variant="contained" disabled={!approvable || busy} onClick={() => setAsking('approve')} data-testid="procedure-approve">
          {t('common.approve')}
        </Button>
      </Stack>
      <DecisionSummaryDialog
        open={asking === 'approve'}
        busy={busy}
        code={detail.code}
        approved={detail.children.filter((c) => approveIds.includes(c.id))}
        rejected={detail.children.filter((c) => !approveIds.includes(c.id))}
        onConfirm={() => void send({ status: 'APPROVED', procedureIds: approveIds })}
        onClose={() => setAsking(null)}
      />
      <RejectDialog open={asking === 'reject'} code={detail.code} busy={busy} onClose={() => setAsking(null)}
        onConfirm={(reason) => void send({ status: 'REJECTED', procedureIds: travel ? allIds : [], ...(reason ? { reason } : {}) })} />
    </Stack>
  );
}
