import { allowedSteps, CANCEL_SUB_STATUSES, type ChildProgress, type ExamSubStatus, type ProgressStep } from '@portal/domain';

/** Why a step cannot be recorded on a child, as an error code; undefined when it can. */
export type StepProblem = 'procedureStepNotAllowed' | 'procedureCancelReasonRequired' | 'procedureSubStatusNotAllowed';

/**
 * A step must be one `allowedSteps` offers the child; a cancellation needs a reason and, when a
 * sub-status is given, one of `CANCEL_SUB_STATUSES` (and no other step may record one of those).
 */
export function stepProblem(child: ChildProgress, step: ProgressStep, subStatus?: ExamSubStatus, reason?: string): StepProblem | undefined {
  if (!allowedSteps(child).includes(step)) return 'procedureStepNotAllowed';
  if (step === 'CANCEL' && !reason) return 'procedureCancelReasonRequired';
  if (subStatus !== undefined && (step === 'CANCEL') !== CANCEL_SUB_STATUSES.includes(subStatus)) return 'procedureSubStatusNotAllowed';
  return undefined;
}
