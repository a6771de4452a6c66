import type { ExamSubStatus, ProcedureStatus, ProcedureType, UserType } from '../enums/index.ts';
import type { ModuleContext } from './modules.ts';
import { canReachRequestType } from './request-types.ts';

/**
 * Spec §4 Procedure and §6: who decides an OPEN procedure, and how an approved child moves on
 * (scheduling, collection, receipt, conclusion or cancellation — the steps programmes' operations
 * staff record after approval). The detail screen's buttons and the server's checks read this.
 */

/** What the decision rule reads of a request. */
export interface DecidableRequest {
  type: ProcedureType;
  status: ProcedureStatus;
  /**
   * The programme pays for it without a voucher because its configuration asks for the
   * programme's approval (an exam of a group with `requireApprovalWithoutInventory`, requested
   * without a voucher: the REQUEST_APPROVAL result), recorded on the request when it is made.
   */
  needsProgrammeApproval: boolean;
}

/** Who decides for the programme: its administrators (and system administrators). */
export const PROGRAMME_DECIDERS: readonly UserType[] = ['ADMIN', 'SYSADMIN'];

/**
 * The one decision rule (spec §4, §6): an OPEN request, by a non-doctor who holds the module of its
 * type (`canReachRequestType`); one the programme pays for without a voucher only by
 * `PROGRAMME_DECIDERS`, never by field staff (district or regional managers, representatives).
 */
export function canDecide(viewer: ModuleContext, request: DecidableRequest): boolean {
  if (viewer.userType === 'DOCTOR' || request.status !== 'OPEN') return false;
  if (!canReachRequestType(request.type, viewer)) return false;
  return !request.needsProgrammeApproval || PROGRAMME_DECIDERS.includes(viewer.userType);
}

/** The request waits for the programme's own decision (shown to everyone who reads it while OPEN). */
export const awaitsProgrammeDecision = (request: DecidableRequest): boolean =>
  request.status === 'OPEN' && request.needsProgrammeApproval;

/**
 * Who decides an OPEN request the viewer may not decide, so the screen can say so (issue: "anyone
 * who cannot act is told why, and who can"): the programme's administrators when only they may
 * (`needsProgrammeApproval`), else the requester's managers or the administrators. `null` when the
 * viewer decides it, or it is decided.
 */
export type DecisionHolder = 'PROGRAMME' | 'MANAGERS';
export function decisionHolder(viewerCanDecide: boolean, request: DecidableRequest): DecisionHolder | null {
  if (viewerCanDecide || request.status !== 'OPEN') return null;
  return request.needsProgrammeApproval ? 'PROGRAMME' : 'MANAGERS';
}

/**
 * Who decided a request and how, as every screen and export says it: "Rejeitado por Ana",
 * "Aprovado por Ana", or a first-medicine release approved when made (no one decided it). `status`
 * is the stored or displayed one (both REJECTED for a rejection); null while undecided.
 */
export function decisionLabel(r: { type: ProcedureType; status: string; approvedBy: { name: string } | null; approvedAt: string | Date | null }):
  { key: 'procedureDecision.rejectedBy' | 'procedureDecision.approvedBy' | 'procedureDecision.releasedOnRequest'; params: { name: string } } | null {
  if (r.approvedBy) {
    return { key: r.status === 'REJECTED' ? 'procedureDecision.rejectedBy' : 'procedureDecision.approvedBy', params: { name: r.approvedBy.name } };
  }
  return r.approvedAt && r.type === 'FIRST_MEDICINE' && r.status !== 'REJECTED' ? { key: 'procedureDecision.releasedOnRequest', params: { name: '' } } : null;
}

/** Operations staff (admins and sysadmins) record the steps after approval. */
export const canRecordProgress = (userType: UserType): boolean => userType === 'ADMIN' || userType === 'SYSADMIN';

export const PROGRESS_STEPS = ['SCHEDULE', 'COLLECT', 'RECEIVE', 'CONCLUDE', 'CANCEL'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export interface ChildProgress {
  status: ProcedureStatus;
  scheduledAt: Date | string | null;
  collectedAt: Date | string | null;
  receivedAt: Date | string | null;
}

/** The steps a child may take next. Rescheduling a scheduled child is allowed (sub-status RESCHEDULED). */
export function allowedSteps(child: ChildProgress): ProgressStep[] {
  if (child.status === 'APPROVED') return ['SCHEDULE', 'CONCLUDE', 'CANCEL'];
  if (child.status !== 'SCHEDULED') return [];
  const steps: ProgressStep[] = ['SCHEDULE'];
  if (!child.collectedAt) steps.push('COLLECT');
  else if (!child.receivedAt) steps.push('RECEIVE');
  steps.push('CONCLUDE', 'CANCEL');
  return steps;
}

/** The status a step leaves a child in, and the sub-status it records unless one is given. */
export function stepOutcome(child: ChildProgress, step: ProgressStep): { status: ProcedureStatus; subStatus: ExamSubStatus; stamp: 'scheduledAt' | 'collectedAt' | 'receivedAt' | 'concludedAt' | 'canceledAt' } {
  switch (step) {
    case 'SCHEDULE': return { status: 'SCHEDULED', subStatus: child.status === 'SCHEDULED' ? 'RESCHEDULED' : 'SCHEDULED_EXAM', stamp: 'scheduledAt' };
    case 'COLLECT': return { status: 'SCHEDULED', subStatus: 'UNDER_REVIEW', stamp: 'collectedAt' };
    case 'RECEIVE': return { status: 'SCHEDULED', subStatus: 'UNDER_REVIEW', stamp: 'receivedAt' };
    case 'CONCLUDE': return { status: 'CONCLUDED', subStatus: 'CONCLUDED', stamp: 'concludedAt' };
    case 'CANCEL': return { status: 'CANCELED', subStatus: 'CANCELLED_BY_DOCTOR', stamp: 'canceledAt' };
  }
}

/** Sub-statuses a cancellation may record (the reason given with it). */
export const CANCEL_SUB_STATUSES: readonly ExamSubStatus[] = [
  'CANCELLED_BY_PATIENT', 'CANCELLED_BY_LABORATORY', 'CANCELLED_BY_DOCTOR', 'DENIED_OUT_OF_SCOPE',
  'DENIED_AMOUNT_NOT_APPROVED', 'EXAM_FRUSTRATED',
];

/**
 * The stored status of an approved procedure from its children: CONCLUDED once none is in
 * progress and one concluded, CANCELED once all that were granted are canceled, SCHEDULED once one
 * is scheduled; otherwise unchanged. (PARTIAL is only ever displayed: see `displayStatus`.)
 */
export function rollUpStatus(current: ProcedureStatus, children: readonly { status: ProcedureStatus }[]): ProcedureStatus {
  if (current === 'OPEN' || current === 'REJECTED') return current;
  const granted = children.filter((c) => c.status !== 'REJECTED');
  if (granted.length === 0) return current;
  const inProgress = granted.some((c) => c.status === 'APPROVED' || c.status === 'SCHEDULED' || c.status === 'OPEN');
  if (!inProgress) return granted.some((c) => c.status === 'CONCLUDED') ? 'CONCLUDED' : 'CANCELED';
  return granted.some((c) => c.status === 'SCHEDULED') ? 'SCHEDULED' : current;
}
