import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatProgrammeDateTime, requestTimeline, type ProcedureDetail, type RequestTimelineStep } from '@portal/domain';

interface TimelineStep extends RequestTimelineStep {
  label: string;
}

/** Each scheduled item's appointment: what, when (São Paulo time, said so) and where. */
export function appointmentsOf(d: ProcedureDetail): { id: number; name: string; when: string; place: string | null }[] {
  return d.children.flatMap((c) => (c.appointmentAt
    ? [{ id: c.id, name: c.name, when: formatProgrammeDateTime(c.appointmentAt), place: c.appointmentPlace }] : []));
}

const stamp = (at: string | null) => (at ? formatProgrammeDateTime(at) : '');

/**
 * Spec §2 Procedure detail timeline, as the one derivation (`requestTimeline`) gives it: the
 * steps agree with the status, and none is done while an earlier one waits.
 */
export function timelineSteps(d: ProcedureDetail, label: (key: string) => string): TimelineStep[] {
  return requestTimeline({ ...d, hasAppointments: appointmentsOf(d).length > 0 }).map((step) => ({ ...step, label: label(step.labelKey) }));
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
                  <Typography variant="caption" color="text.secondary">{step.at ? stamp(step.at) : step.done ? (step.error ? '' : t('procedures.stepNotDated')) : t('procedures.stepWaiting')}</Typography>
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
