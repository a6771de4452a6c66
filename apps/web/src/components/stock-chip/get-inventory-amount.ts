import { useQuery } from '@tanstack/react-query';
import type { InventoryType } from '@portal/domain';
import { api } from '@/lib/api.ts';

export interface StockKey {
  programId: number | undefined;
  inventory: InventoryType;
  groupId: number | undefined;
  itemId: number | undefined;
}

/** Query key root of every stock chip: a request that spends stock invalidates it. */
export const stockKeys = {
  all: ['stock'] as const,
  of: (key: StockKey) => ['stock', key.programId ?? 0, key.inventory, key.groupId ?? 0, key.itemId ?? 0] as const,
};

/** The signed-in user's balance of one inventory item (`GET /movements/inventory/amount`; -1 unlimited). */
export const useInventoryAmount = (key: StockKey) => useQuery({
  queryKey: stockKeys.of(key),
  queryFn: ({ signal }) => api.inventory.amount({
    query: { programId: key.programId!, inventory: key.inventory, groupId: key.groupId!, itemId: key.itemId! },
  }, { signal }),
  enabled: key.programId !== undefined && key.groupId !== undefined && key.itemId !== undefined,
});
