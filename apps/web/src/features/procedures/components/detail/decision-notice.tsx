import Alert from '@mui/material/Alert';
import { decisionHolder, type ProcedureDetail } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';

/**
 * Why the viewer cannot decide a waiting request, and who can (the district manager on a request
 * only the programme approves, the doctor on their own); an administrator who decides one the
 * programme pays is told it is theirs. The server's `canDecide` is what it reads.
 */
export function DecisionNotice({ detail, viewerIsDoctor }: { detail: ProcedureDetail; viewerIsDoctor: boolean }) {
  const { t } = useTranslation();
  const request = { type: detail.type, status: detail.storedStatus, needsProgrammeApproval: detail.needsProgrammeApproval };
  if (detail.canDecide) {
    return detail.needsProgrammeApproval ? <Alert severity="warning" data-testid="decision-notice">{t('procedureDecision.programmeDecidesYou')}</Alert> : null;
  }
  const holder = decisionHolder(false, request);
  if (!holder || (!viewerIsDoctor && holder !== 'PROGRAMME')) return null;
  const key = viewerIsDoctor
    ? (holder === 'PROGRAMME' ? 'procedureDecision.doctorWaitsProgramme' : 'procedureDecision.doctorWaitsManagers')
    : 'procedureDecision.programmeDecides';
  return <Alert severity="info" data-testid="decision-notice">{t(key)}</Alert>;
}
