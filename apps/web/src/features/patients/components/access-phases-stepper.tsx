import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { accessPhaseSteps, formatDate, type AccessPhase } from '@portal/domain';

/** Read by screen readers only ('1px', not 1: sx reads 1 as 100%, which made the page wider than the window). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The patient's access history as a vertical stepper: every entry is a completed step (spec §4). */
export function AccessPhasesStepper({ phases }: { phases: readonly AccessPhase[] }) {
  const { t } = useTranslation();
  const steps = accessPhaseSteps(phases);
  if (steps.length === 0) return <Typography color="text.secondary">{t('patientCare.noAccessPhases')}</Typography>;
  return (
    <Stepper orientation="vertical" activeStep={steps.length} data-testid="access-phases">
      {steps.map((step, i) => (
        <Step key={`${i}-${step.label}`} completed={step.status === 'COMPLETED'} data-status={step.status}>
          <StepLabel optional={step.date ? <Typography variant="caption">{formatDate(step.date)}</Typography> : undefined}>
            {step.label}
            <Typography component="span" sx={visuallyHidden}>
              {` (${t(`accessPhase.${step.status}`)})`}
            </Typography>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
