import type { InventoryType } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** The movements of one holder and item. */
export interface HistoryKey {
  programId: number;
  userId: number;
  inventory: InventoryType;
  groupId: number;
  itemId: number;
}

export const getMovementHistory = (key: HistoryKey, query: TableQuery, signal?: AbortSignal) =>
  api.inventory.history({ query: toPageQuery(query, { ...key }) }, { signal });

/** The address of the same history as a CSV or XLSX download. */
export const movementHistoryExportHref = (key: HistoryKey, format: 'csv' | 'xlsx') =>
  api.inventory.historyExport.href({ query: { ...key, format } });

export type Movement = Awaited<ReturnType<typeof getMovementHistory>>['data'][number];
