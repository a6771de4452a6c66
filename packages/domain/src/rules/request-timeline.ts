import type { ProcedureStatus, ProcedureType } from '../enums/index.ts';
import type { ResultType } from './exam-eligibility.ts';

/**
 * Spec §2 Procedure detail: the one derivation of a request's timeline and of what its eligibility
 * results say, so the status, the eligibility and the timeline agree on every request type. The
 * detail screen draws it; the patient's data document reads the same words.
 *
 * The invariant: a step is never done while an earlier one waits. A step the status proves passed
 * (a concluded request was authorized) is done even without its date ("sem data registrada"); a
 * request that ended early (rejected, cancelled) shows only the steps it reached, then its end.
 */

/** The display flags of a timeline (an exam group's, or the fixed ones of the other types). */
export interface TimelineStepFlags {
  showCreatedAt: boolean;
  showApprovedAt: boolean;
  showScheduledAt: boolean;
  showCollectedAt: boolean;
  showReceivedAt: boolean;
  showConcludedAt: boolean;
  showCanceledAt: boolean;
}

/** What the timeline reads of a request. */
export interface TimelineSource {
  type: ProcedureType;
  storedStatus: ProcedureStatus;
  timeline: TimelineStepFlags;
  createdAt: string;
  approvedAt: string | null;
  scheduledAt: string | null;
  collectedAt: string | null;
  receivedAt: string | null;
  concludedAt: string | null;
  canceledAt: string | null;
  /** Some item has an appointment: the scheduling step shows even when the flags leave it out. */
  hasAppointments?: boolean;
}

export type TimelineStepKey = 'request' | 'authorization' | 'scheduling' | 'collect' | 'receipt' | 'conclusion' | 'canceled';

/** One step: done (with its time, or none recorded), the current one waiting, or a later one waiting; an error ends it. */
export interface RequestTimelineStep {
  key: TimelineStepKey;
  /** Key under `procedures.` of the step's label. */
  labelKey: string;
  at: string | null;
  done: boolean;
  error?: boolean;
}

const AUTHORIZED: readonly ProcedureStatus[] = ['APPROVED', 'SCHEDULED', 'CONCLUDED'];

/**
 * A patient's invitation (type PATIENTS) is not a request: it was sent, then confirmed by the
 * patient (stored CONCLUDED) or cancelled; no authorization, no scheduling.
 */
function invitationSteps(s: TimelineSource): RequestTimelineStep[] {
  const confirmed = s.storedStatus === 'CONCLUDED';
  const canceled = s.storedStatus === 'CANCELED' || s.storedStatus === 'REJECTED';
  return [
    { key: 'request', labelKey: 'invitationSent', at: s.createdAt, done: true },
    canceled
      ? { key: 'canceled', labelKey: 'invitationCanceled', at: s.canceledAt, done: true, error: true }
      : { key: 'conclusion', labelKey: confirmed ? 'invitationConfirmed' : 'invitationAwaiting', at: confirmed ? s.concludedAt : null, done: confirmed },
  ];
}

/** The timeline's steps in order (spec §2), agreeing with the stored status. */
export function requestTimeline(s: TimelineSource): RequestTimelineStep[] {
  if (s.type === 'PATIENTS') return invitationSteps(s);
  const f = s.timeline;
  const status = s.storedStatus;
  if (status === 'REJECTED') {
    return [
      ...(f.showCreatedAt ? [{ key: 'request' as const, labelKey: 'stepRequest', at: s.createdAt, done: true }] : []),
      { key: 'authorization', labelKey: 'stepRejected', at: s.approvedAt, done: true, error: true },
    ];
  }
  const canceled = status === 'CANCELED' || (s.canceledAt !== null && s.concludedAt === null && status !== 'CONCLUDED');
  const authorized = s.approvedAt !== null || AUTHORIZED.includes(status);
  // Before authorization nothing after it happened, whatever dates an old row carries.
  const dated = (at: string | null) => authorized && at !== null;
  const steps: RequestTimelineStep[] = [];
  if (f.showCreatedAt) steps.push({ key: 'request', labelKey: 'stepRequest', at: s.createdAt, done: true });
  if (f.showApprovedAt) steps.push({ key: 'authorization', labelKey: authorized ? 'stepApproved' : 'stepPending', at: s.approvedAt, done: authorized });
  if (f.showScheduledAt || s.hasAppointments) {
    steps.push({ key: 'scheduling', labelKey: 'stepScheduled', at: s.scheduledAt, done: dated(s.scheduledAt) || status === 'SCHEDULED' });
  }
  if (f.showCollectedAt) steps.push({ key: 'collect', labelKey: 'stepCollected', at: s.collectedAt, done: dated(s.collectedAt) });
  if (f.showReceivedAt) steps.push({ key: 'receipt', labelKey: 'stepReceived', at: s.receivedAt, done: dated(s.receivedAt) });
  if (canceled) {
    // The steps it never reached did not happen: only those done, then the cancellation.
    const reached = steps.filter((step) => step.done);
    return f.showCanceledAt ? [...reached, { key: 'canceled', labelKey: 'stepCanceled', at: s.canceledAt, done: true, error: true }] : reached;
  }
  if (f.showConcludedAt) {
    steps.push({
      key: 'conclusion', labelKey: s.type === 'CLINICAL_EXAMINATION' ? 'stepExam' : 'stepConcluded',
      at: s.concludedAt, done: status === 'CONCLUDED' || dated(s.concludedAt),
    });
  }
  // A later step done proves the earlier ones passed, dated or not.
  let laterDone = false;
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i]!;
    if (step.done) laterDone = true;
    else if (laterDone) steps[i] = { ...step, done: true, labelKey: step.key === 'authorization' ? 'stepApproved' : step.labelKey };
  }
  // A step still waiting shows no time, even if an old row carries one.
  return steps.map((step) => (step.done ? step : { ...step, at: null }));
}

/** The steps' order is the invariant's: true when no step is done after one that waits. */
export const timelineConsistent = (steps: readonly RequestTimelineStep[]): boolean =>
  steps.every((step, i) => !step.done || steps.slice(0, i).every((earlier) => earlier.done));

/**
 * How an eligibility result stored at request time reads now: while the request (or its item)
 * waits for authorization nothing is "approved" yet — a voucher only makes it eligible; once decided,
 * the decision says it. Returns the label's key and its colour.
 */
export function eligibilityView(result: ResultType, decision: 'APPROVED' | 'REJECTED' | null):
  { labelKey: string; color: 'success' | 'warning' | 'error' | 'info'; awaiting: boolean } {
  if (decision === 'REJECTED') return { labelKey: 'procedures.eligibilityResult.REJECT', color: 'error', awaiting: false };
  if (decision === 'APPROVED') {
    return result === 'REJECT'
      ? { labelKey: 'procedures.eligibilityResult.REJECT', color: 'error', awaiting: false }
      : { labelKey: `procedures.eligibilityResult.${result}`, color: 'success', awaiting: false };
  }
  if (result === 'APPROVE') return { labelKey: 'procedures.eligibilityAwaiting.APPROVE', color: 'info', awaiting: true };
  if (result === 'REQUEST_APPROVAL') return { labelKey: 'procedures.eligibilityResult.REQUEST_APPROVAL', color: 'warning', awaiting: true };
  return { labelKey: 'procedures.eligibilityResult.REJECT', color: 'error', awaiting: false };
}

/**
 * How the programme decided a request or one of its items, for the eligibility results: null while
 * it waits (stored OPEN), REJECTED, else APPROVED.
 */
export function programmeDecisionOf(requestStatus: ProcedureStatus, itemStatus?: ProcedureStatus): 'APPROVED' | 'REJECTED' | null {
  if (requestStatus === 'OPEN') return null;
  const status = itemStatus ?? requestStatus;
  if (status === 'OPEN') return null;
  return status === 'REJECTED' ? 'REJECTED' : 'APPROVED';
}

/** Where a patient's invitation (a PATIENTS procedure) stands: sent and awaited, confirmed by the patient, or expired. */
export type InvitationStanding = 'SENT' | 'CONFIRMED' | 'EXPIRED';

export function invitationStanding(status: string): InvitationStanding {
  if (status === 'CONCLUDED') return 'CONFIRMED';
  if (status === 'CANCELED' || status === 'REJECTED') return 'EXPIRED';
  return 'SENT';
}

/** A patient's invitation is stored as a procedure of this type, and is never shown as a request. */
export const isInvitation = (type: ProcedureType): boolean => type === 'PATIENTS';
