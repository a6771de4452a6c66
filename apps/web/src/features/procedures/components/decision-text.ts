import type { ProcedureRow } from '@portal/domain';
import type { TFunction } from '@/lib/i18n/index.ts';

/**
 * Who decided a request, and how: "Rejeitado por Ana", "Aprovado por Ana", or a first-medicine
 * release approved when it was made (the registration service released it, no one decided).
 * `status` is the stored or displayed status (both REJECTED for a rejection). Null while undecided.
 */
export function decisionText(t: TFunction, r: Pick<ProcedureRow, 'type' | 'approvedBy' | 'approvedAt'> & { status: string }): string | null {
  if (r.approvedBy) return t(r.status === 'REJECTED' ? 'procedureDecision.rejectedBy' : 'procedureDecision.approvedBy', { name: r.approvedBy.name });
  if (r.approvedAt && r.type === 'FIRST_MEDICINE' && r.status !== 'REJECTED') return t('procedureDecision.releasedOnRequest');
  return null;
}
