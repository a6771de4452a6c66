import type { InventoryType } from '@portal/domain';

/** Query keys of the inventory screens; a distribution invalidates `inventoryKeys.all`. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  distributionAmount: (key: InventoryItemKey) => ['inventory', 'distribution-amount', key] as const,
  distributionUsers: (key: InventoryItemKey, userType: string) => ['inventory', 'distribution-users', key, userType] as const,
  list: (programId: number) => ['inventory', 'list', programId] as const,
  history: (query: object) => ['inventory', 'history', query] as const,
};

/** One inventory: programme, type, group and item (spec §3). */
export interface InventoryItemKey {
  programId: number;
  inventory: InventoryType;
  groupId: number;
  itemId: number;
}
