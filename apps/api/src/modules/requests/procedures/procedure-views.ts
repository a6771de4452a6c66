import {
  allowedSteps, canRecordProgress, examSubStatusCode, requesterCouncilNotice, translate, UNDO_REJECTION_MS,
  type ProcedureChild, type ProcedureDetail, type ProcedureRow, type ProcedureType, type TimelineFlags, type UserType,
} from '@portal/domain';
import type { ProcedureListRow } from './procedure-list.repository.ts';
import type { ChildRecord, MovementRecord, ProcedureRecord } from './procedure-detail.repository.ts';


/** How the read models of spec §3 are shaped from the rows: pure functions, no database. */

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** A doctor sees the patient of their own requests; everyone else the requester with CRM and UF (spec §6). */
export const seesPatientInLists = (viewer: UserType): boolean => viewer === 'DOCTOR';

/** The requester's registration as the deciders are told of it (decision 0060): staff only, and only when there is something to say. */
function requesterCouncilOf(r: ProcedureListRow, viewer: UserType): Pick<ProcedureRow, 'requesterCouncil'> {
  if (seesPatientInLists(viewer)) return {};
  const notice = requesterCouncilNotice({
    status: r.requesterCouncilStatus, checkedAt: isoOrNull(r.requesterCouncilCheckedAt), councilName: r.requesterCouncilName, portalName: r.requesterName,
  });
  return notice ? { requesterCouncil: notice } : {};
}

export function toRow(r: ProcedureListRow, items: string[], viewer: UserType): ProcedureRow {
  const doctor = seesPatientInLists(viewer);
  return {
    id: r.id, type: r.type, code: r.code, status: r.status, createdAt: iso(r.createdAt), approvedAt: isoOrNull(r.approvedAt),
    approvedBy: r.approvedById === null ? null : { id: r.approvedById, name: r.approvedByName ?? '' },
    followup: r.followup, examGroup: r.examGroup, items, product: r.product, presentation: r.presentation,
    patientProcedure: r.patientProcedure,
    patient: doctor && r.patientCpf !== null ? { name: r.patientName, cpf: r.patientCpf } : null,
    requester: doctor ? null : { id: r.requesterId, name: r.requesterName, crm: r.requesterCrm, uf: r.requesterUf },
    ...requesterCouncilOf(r, viewer),
  };
}

const FIXED_STEPS = (scheduling: boolean): TimelineFlags => ({
  showCreatedAt: true, showApprovedAt: true, showScheduledAt: scheduling, showCollectedAt: false, showReceivedAt: false,
  showConcludedAt: true, showCanceledAt: true, showInventory: false, showAuthorizerConsultInfo: false,
});

/**
 * Spec §2 Procedure detail: an exam request's timeline shows the steps its exam group's flags
 * allow; supply and other requests request, authorization and conclusion (travel also scheduling);
 * canceled replaces conclusion when it happens.
 */
export function timelineOf(type: ProcedureType, groupFlags: TimelineFlags | undefined): TimelineFlags {
  if (type === 'CLINICAL_EXAMINATION' && groupFlags) return groupFlags;
  return FIXED_STEPS(type === 'TRAVEL');
}

function movementsOf(childId: number, movements: readonly MovementRecord[]): ProcedureChild['movements'] {
  return movements.filter((m) => m.childId === childId).map((m) => ({
    amount: m.amount,
    direction: m.fromUserId !== null ? 'CONSUMED' : 'RETURNED',
    fromUser: m.userName === null ? null : { id: (m.fromUserId ?? m.toUserId)!, name: m.userName, type: m.userType ?? '' },
    createdAt: iso(m.createdAt),
  }));
}

export function toChild(c: ChildRecord, movements: readonly MovementRecord[], viewer: UserType): ProcedureChild {
  return {
    id: c.id, code: c.code, type: c.type, status: c.status, subStatus: c.subStatus, subStatusCode: c.subStatus === null ? null : examSubStatusCode(c.subStatus), name: c.name, institution: c.institution,
    paidByVoucher: c.paidByVoucher, reason: c.reason,
    approvedAt: isoOrNull(c.approvedAt), scheduledAt: isoOrNull(c.scheduledAt), collectedAt: isoOrNull(c.collectedAt),
    receivedAt: isoOrNull(c.receivedAt), concludedAt: isoOrNull(c.concludedAt), canceledAt: isoOrNull(c.canceledAt),
    appointmentAt: isoOrNull(c.appointmentAt), appointmentPlace: c.appointmentPlace,
    movements: movementsOf(c.id, movements),
    authorizerInfo: c.authorizerInfo,
    allowedSteps: canRecordProgress(viewer) ? allowedSteps(c) : [],
  };
}

/** A dynamic field's answer as text: yes/no, the chosen options joined, or the text. */
const answerText = (value: unknown): string => {
  if (typeof value === 'boolean') return translate(value ? 'common.yes' : 'common.no');
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
};

/** A dynamic field's answer (text, number, yes/no or a list); structured data a request keeps beside them is not one. */
const isFieldAnswer = (value: unknown): boolean => value === null || typeof value !== 'object' || Array.isArray(value) && value.every(isFieldAnswer);

/**
 * The answers in the group's field order (unknown fields after, by their name). Structured data
 * kept with the answers (a first-medicine release's questionnaire codes and prescriber) has no
 * label and no text: it is not listed, so no internal name reaches the screen.
 */
export function fieldAnswersOf(answers: Record<string, unknown>, labels: Map<string, string>): ProcedureDetail['fieldAnswers'] {
  const known = [...labels.keys()].filter((name) => Object.hasOwn(answers, name));
  const unknown = Object.keys(answers).filter((name) => !labels.has(name) && isFieldAnswer(answers[name]));
  return [...known, ...unknown].map((name) => ({ label: labels.get(name) ?? name, value: answerText(answers[name]) }));
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function addressOf(record: ProcedureRecord): ProcedureDetail['address'] {
  const a = record.address;
  if (!a) return null;
  return {
    recipientName: textOrNull(a.recipientName), placeDescription: a.placeDescription, number: a.number, complement: textOrNull(a.complement),
    neighborhood: a.neighborhood, city: a.city, state: a.state, cep: a.cep, withdrawalDates: a.withdrawalDates ?? [],
  };
}

/** A travel request's location (spec §3 Travel request `treatmentLocation`). */
export function treatmentLocationOf(record: ProcedureRecord): ProcedureDetail['treatmentLocation'] {
  const l = record.treatmentLocation;
  return l ? { ...l, complement: textOrNull(l.complement) } : null;
}

/**
 * Until when the viewer may undo the rejection of this request: only who rejected it, for
 * `UNDO_REJECTION_MS` after (the decision's stamp is `approvedAt`, whichever way it went).
 */
export function undoRejectionUntil(ctx: { userId: number }, record: Pick<ProcedureRecord, 'status' | 'approvedById' | 'approvedAt'>): Date | null {
  if (record.status !== 'REJECTED' || record.approvedById !== ctx.userId || record.approvedAt === null) return null;
  return new Date(new Date(record.approvedAt).getTime() + UNDO_REJECTION_MS);
}
