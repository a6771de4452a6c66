import type { UserType } from '@portal/domain';
import { toPageQuery, type TableQuery } from '@/components/data-table/index.ts';
import { api } from '@/lib/api.ts';
import type { InventoryItemKey } from './keys.ts';

/** One page of the users the caller may distribute to, with their balance of the item. */
export const getUsersForDistribution = (key: InventoryItemKey, userType: UserType | undefined, query: TableQuery, signal?: AbortSignal) =>
  api.inventory.usersForDistribution({
    query: toPageQuery(query, { programId: key.programId, inventoryType: key.inventory, groupId: key.groupId, itemId: key.itemId, userType }),
  }, { signal });

export type DistributionUser = Awaited<ReturnType<typeof getUsersForDistribution>>['data'][number];
