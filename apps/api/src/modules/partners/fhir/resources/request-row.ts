import type { DisplayProcedureStatus, ExamSubStatus, ProcedureStatus, ProcedureType } from '@portal/domain';
import { PORTAL_CS } from './types.ts';

/** A request (procedure) as the repository reads it for ServiceRequest, Task, MedicationRequest and SupplyRequest. */
export interface RequestRow {
  id: number;
  type: ProcedureType;
  status: ProcedureStatus;
  displayStatus: DisplayProcedureStatus;
  code: string;
  createdById: number;
  patientId: number | null;
  institutionId: number | null;
  /** The group, product or item the request names (exam group, patient procedure, presentation, supply). */
  itemName: string | null;
  /** The children's items, one name each. */
  childItems: string[] | null;
  /** The children's sub-statuses (exams), in child order. */
  subStatuses: (ExamSubStatus | null)[] | null;
  quantity: number | null;
  rejectionReason: string | null;
  cancelationReason: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  approvedAt: Date | string | null;
  scheduledAt: Date | string | null;
  collectedAt: Date | string | null;
  receivedAt: Date | string | null;
  concludedAt: Date | string | null;
  canceledAt: Date | string | null;
}

/** The request's own code, as an identifier every partner can match against the portal. */
export const requestIdentifier = (row: RequestRow) => ({ system: PORTAL_CS.requestCode, value: row.code });

export const requestTypeCoding = (row: RequestRow) => ({ system: PORTAL_CS.requestType, code: row.type });

export const subject = (row: RequestRow) => (row.patientId ? { reference: `Patient/${row.patientId}` } : undefined);
export const requester = (row: RequestRow) => ({ reference: `Practitioner/${row.createdById}` });

export const reasonOf = (row: RequestRow): string | undefined =>
  (row.status === 'REJECTED' ? row.rejectionReason : row.status === 'CANCELED' ? row.cancelationReason : null) ?? undefined;
