import { PROCEDURE_STATUSES, type DisplayProcedureStatus, type ProcedureStatusCounts, type ProcedureType } from '@portal/domain';

/** The statuses the board shows, in the lists' filter order. */
export const BOARD_STATUSES: readonly DisplayProcedureStatus[] = [...PROCEDURE_STATUSES, 'PARTIAL'];

export interface TypeCounts {
  type: ProcedureType;
  routeKey: string;
  byStatus: ReadonlyMap<DisplayProcedureStatus, number>;
  total: number;
}

/** The answer's rows grouped per listed type (every listed type, zeros included). */
export function countsPerType(rows: ProcedureStatusCounts, lists: readonly { type: ProcedureType; routeKey: string }[]): TypeCounts[] {
  return lists.map(({ type, routeKey }) => {
    const byStatus = new Map<DisplayProcedureStatus, number>();
    for (const r of rows) if (r.type === type) byStatus.set(r.status, r.count);
    return { type, routeKey, byStatus, total: [...byStatus.values()].reduce((a, b) => a + b, 0) };
  });
}
