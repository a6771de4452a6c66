import { allowedSteps, CANCEL_SUB_STATUSES, toProgrammeLocal, type ChildProgress, type ExamSubStatus, type ProgressStep } from '@portal/domain';

/** Why a step cannot be recorded on a child, as an error code; undefined when it can. */
export type StepProblem = 'procedureStepNotAllowed' | 'procedureCancelReasonRequired' | 'procedureSubStatusNotAllowed' | 'procedureConcludedBeforeAppointment';

/** The programme's calendar day (São Paulo) of a moment, `yyyy-MM-dd`. */
const programmeDay = (at: Date | string): string => toProgrammeLocal(at).slice(0, 10);

/**
 * A step must be one `allowedSteps` offers the child; a cancellation needs a reason and, when a
 * sub-status is given, one of `CANCEL_SUB_STATUSES` (and no other step may record one of those);
 * an item whose appointment is on a later day than `now` (São Paulo) cannot be concluded yet.
 */
export function stepProblem(
  child: ChildProgress & { appointmentAt?: Date | string | null }, step: ProgressStep, subStatus?: ExamSubStatus, reason?: string, now?: Date,
): StepProblem | undefined {
  if (!allowedSteps(child).includes(step)) return 'procedureStepNotAllowed';
  // An item scheduled for a later day was not done yet: concluding it is refused (reschedule it first).
  if (step === 'CONCLUDE' && now && child.appointmentAt && programmeDay(child.appointmentAt) > programmeDay(now)) return 'procedureConcludedBeforeAppointment';
  if (step === 'CANCEL' && !reason) return 'procedureCancelReasonRequired';
  if (subStatus !== undefined && (step === 'CANCEL') !== CANCEL_SUB_STATUSES.includes(subStatus)) return 'procedureSubStatusNotAllowed';
  return undefined;
}
