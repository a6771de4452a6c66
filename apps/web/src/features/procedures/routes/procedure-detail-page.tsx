import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { canRecordProgress, UNDO_REJECTION_MS } from '@portal/domain';
import type { RowId } from '@/components/data-table/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { routeHref } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { LoadFailure } from '@/components/load-failure.tsx';
import { NotFoundPage } from '@/components/not-found-page.tsx';
import { useProcedure } from '../api/get-procedure.ts';
import { ChildrenTabs } from '../components/detail/children-tabs.tsx';
import { DecisionBar } from '../components/detail/decision-bar.tsx';
import { DecisionNotice } from '../components/detail/decision-notice.tsx';
import { RejectionUndo } from '../components/rejection-undo.tsx';
import { RequesterCouncilNotice } from '../components/requester-council.tsx';
import { ProcedureHeaderCard } from '../components/detail/header-card.tsx';
import { AuthorizerInfo, EligibilityResults, FieldAnswers } from '../components/detail/info-sections.tsx';
import { ProcedureTimeline } from '../components/detail/procedure-timeline.tsx';
import { ProgressDialog, type PendingStep } from '../components/detail/progress-dialog.tsx';

/**
 * /procedures/:id and the typed detail routes (spec §2 Procedure detail): header, timeline, the
 * children by tab, eligibility, authorizer info and answers; approve or reject while the viewer may
 * decide; the admins' steps after approval. An id that names no request this viewer may see (a
 * missing one, another programme's, another type's, or not a number) shows "request not found".
 */
export function ProcedureDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { user } = useSession();
  const valid = Number.isInteger(id) && id > 0;
  const procedure = useProcedure(valid ? id : null);
  const [selected, setSelected] = useState<number[]>([]);
  const [pendingStep, setPendingStep] = useState<PendingStep | null>(null);

  const missing = !valid || (procedure.error instanceof ApiError && [400, 403, 404].includes(procedure.error.status));
  if (missing) {
    return (
      <NotFoundPage titleKey="notFound.requestTitle" textKey="notFound.requestText" actionHref={routeHref('dashboard')}
        actionLabelKey="notFound.goHome" testId="request-not-found" />
    );
  }
  if (procedure.isError) return <LoadFailure error={procedure.error} notFoundKey="err.procedureNotFound" backHref={routeHref('dashboard')} />;

  const detail = procedure.data;
  if (!detail) return <Stack sx={{ alignItems: 'center', py: 6 }}><CircularProgress aria-label={t('common.loading')} /></Stack>;

  const viewerIsDoctor = user?.type === 'DOCTOR';
  const selecting = detail.canDecide && detail.type !== 'TRAVEL' && detail.children.length > 0;
  const admin = canRecordProgress(user?.type ?? 'DOCTOR');
  const undoUntil = detail.undoRejectionUntil ? new Date(detail.undoRejectionUntil).getTime() : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void navigate(-1)} data-testid="procedure-back">{t('common.back')}</Button>
      </Stack>
      <ProcedureHeaderCard detail={detail} viewerIsDoctor={viewerIsDoctor} />
      <DecisionNotice detail={detail} viewerIsDoctor={viewerIsDoctor} />
      <RequesterCouncilNotice council={detail.requesterCouncil} open={detail.storedStatus === 'OPEN'} />
      {undoUntil && <RejectionUndo procedureIds={[detail.id]} rejectedAt={undoUntil - UNDO_REJECTION_MS} />}
      <ProcedureTimeline detail={detail} />
      <ChildrenTabs
        detail={detail}
        selection={selecting ? { selectedIds: selected, onChange: (ids: RowId[]) => setSelected(ids.map(Number)) } : undefined}
        onStep={admin ? (child, step) => setPendingStep({ child, step }) : undefined}
      />
      {detail.canDecide && <DecisionBar detail={detail} selectedIds={selected} onDecided={() => setSelected([])} />}
      <EligibilityResults detail={detail} />
      <AuthorizerInfo detail={detail} />
      <FieldAnswers detail={detail} />
      {admin && <ProgressDialog procedureId={detail.id} pending={pendingStep} onClose={() => setPendingStep(null)} />}
    </Stack>
  );
}
