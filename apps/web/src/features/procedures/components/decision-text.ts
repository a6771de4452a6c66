import { decisionLabel, type ProcedureRow } from '@portal/domain';
import type { TFunction } from '@/lib/i18n/index.ts';

/** Who decided a request, and how (`decisionLabel` in @portal/domain): "Rejeitado por Ana". Null while undecided. */
export function decisionText(t: TFunction, r: Pick<ProcedureRow, 'type' | 'approvedBy' | 'approvedAt'> & { status: string }): string | null {
  const label = decisionLabel(r);
  return label && t(label.key, label.params);
}
