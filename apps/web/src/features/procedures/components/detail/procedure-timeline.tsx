import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatProgrammeDateTime, type ProcedureDetail } from '@portal/domain';

interface TimelineStep {
  key: string;
  label: string;
  at: string | null;
  error?: boolean;
  done: boolean;
}

/** Each scheduled item's appointment: what, when (São Paulo time, said so) and where. */
export function appointmentsOf(d: ProcedureDetail): { id: number; name: string; when: string; place: string | null }[] {
  return d.children.flatMap((c) => (c.appointmentAt
    ? [{ id: c.id, name: c.name, when: formatProgrammeDateTime(c.appointmentAt), place: c.appointmentPlace }] : []));
}

const stamp = (at: string | null) => (at ? formatProgrammeDateTime(at) : '');

/**
 * Spec §2 Procedure detail timeline: request, authorization (approved, pending or rejected),
 * scheduling, collect, receipt, then exam or conclusion; canceled replaces conclusion. Each step
 * shows only when the detail's display flags say so.
 */
export function timelineSteps(d: ProcedureDetail, label: (key: string) => string): TimelineStep[] {
  const f = d.timeline;
  const rejected = d.storedStatus === 'REJECTED';
  const canceled = d.storedStatus === 'CANCELED' || (d.canceledAt !== null && d.concludedAt === null);
  const steps: (TimelineStep | false)[] = [
    f.showCreatedAt && { key: 'request', label: label('stepRequest'), at: d.createdAt, done: true },
    f.showApprovedAt && (rejected
      ? { key: 'authorization', label: label('stepRejected'), at: null, error: true, done: true }
      : { key: 'authorization', label: label(d.approvedAt ? 'stepApproved' : 'stepPending'), at: d.approvedAt, done: d.approvedAt !== null }),
    !rejected && (f.showScheduledAt || appointmentsOf(d).length > 0) && { key: 'scheduling', label: label('stepScheduled'), at: d.scheduledAt, done: d.scheduledAt !== null },
    !rejected && f.showCollectedAt && { key: 'collect', label: label('stepCollected'), at: d.collectedAt, done: d.collectedAt !== null },
    !rejected && f.showReceivedAt && { key: 'receipt', label: label('stepReceived'), at: d.receivedAt, done: d.receivedAt !== null },
    !rejected && (canceled
      ? f.showCanceledAt && { key: 'canceled', label: label('stepCanceled'), at: d.canceledAt, error: true, done: true }
      : f.showConcludedAt && {
        key: 'conclusion', label: label(d.type === 'CLINICAL_EXAMINATION' ? 'stepExam' : 'stepConcluded'), at: d.concludedAt, done: d.concludedAt !== null,
      }),
  ];
  return steps.filter((s): s is TimelineStep => s !== false);
}

export function ProcedureTimeline({ detail }: { detail: ProcedureDetail }) {
  const { t } = useTranslation();
  const steps = timelineSteps(detail, (key) => t(`procedures.${key}`));
  const active = steps.findIndex((s) => !s.done);
  const appointments = appointmentsOf(detail);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="procedure-timeline-title">
      <Typography variant="h6" component="h2" id="procedure-timeline-title" sx={{ mb: 1 }}>{t('procedures.timelineTitle')}</Typography>
      <Stepper orientation="vertical" activeStep={active === -1 ? steps.length : active} data-testid="procedure-timeline">
        {steps.map((step) => (
          <Step key={step.key} completed={step.done && !step.error} data-testid={`timeline-${step.key}`} data-done={step.done}>
            <StepLabel error={step.error}
              optional={(
                <>
                  <Typography variant="caption" color="text.secondary">{step.at ? stamp(step.at) : step.done ? '' : t('procedures.stepWaiting')}</Typography>
                  {step.key === 'scheduling' && appointments.map((a) => (
                    <Typography key={a.id} variant="body2" display="block" data-testid="timeline-appointment">
                      {a.name}: {t('scheduling.timelineWhen', { when: a.when })}
                      {a.place ? ` · ${t('scheduling.timelinePlace', { place: a.place })}` : ''}
                    </Typography>
                  ))}
                </>
              )}>
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
