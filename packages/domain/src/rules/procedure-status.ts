import type { DisplayProcedureStatus, ProcedureStatus } from '../enums/index.ts';

/** Statuses a child is still on its way in (spec §4 PARTIAL). */
const IN_PROGRESS: readonly ProcedureStatus[] = ['OPEN', 'APPROVED', 'SCHEDULED'];
const GRANTED: readonly ProcedureStatus[] = ['APPROVED', 'SCHEDULED'];

/**
 * Spec §4 Procedure: the status a procedure shows. It is PARTIAL when some children are
 * CONCLUDED and some still in progress, or when all are APPROVED or SCHEDULED but not the same;
 * otherwise the stored status of the procedure itself.
 */
export function displayStatus(status: ProcedureStatus, children: readonly { status: ProcedureStatus }[]): DisplayProcedureStatus {
  if (children.length === 0) return status;
  const statuses = children.map((c) => c.status);
  const someConcluded = statuses.includes('CONCLUDED');
  const someInProgress = statuses.some((s) => IN_PROGRESS.includes(s));
  if (someConcluded && someInProgress) return 'PARTIAL';
  const allGranted = statuses.every((s) => GRANTED.includes(s));
  if (allGranted && new Set(statuses).size > 1) return 'PARTIAL';
  return status;
}

export type StatusColor = 'warning' | 'primary' | 'info' | 'success' | 'error';

/** Spec §4 status colours: OPEN warning, APPROVED primary, SCHEDULED info, CONCLUDED success, PARTIAL warning, others error. */
export function statusColor(status: DisplayProcedureStatus): StatusColor {
  switch (status) {
    case 'OPEN': case 'PARTIAL': return 'warning';
    case 'APPROVED': return 'primary';
    case 'SCHEDULED': return 'info';
    case 'CONCLUDED': return 'success';
    default: return 'error';
  }
}
