import type { InventoryType } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';

/** One page of the balances the caller holds and, for managers, those the users below them hold. */
export const getInventoryList = (programId: number, query: TableQuery, signal?: AbortSignal) =>
  api.inventory.list({
    query: toPageQuery(query, { programId, inventory: (query.filters.inventory || undefined) as InventoryType | undefined }),
  }, { signal });

export type InventoryBalance = Awaited<ReturnType<typeof getInventoryList>>['data'][number];
