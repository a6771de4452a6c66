import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { inventoryKeys, type InventoryItemKey } from './keys.ts';

/** What the caller may give of one item; -1 is unlimited (administrators, spec §6). */
export const getDistributionAmount = (key: InventoryItemKey, signal?: AbortSignal) =>
  api.inventory.distributionAmount({ query: key }, { signal });

export const useDistributionAmount = (key: InventoryItemKey) =>
  useQuery({ queryKey: inventoryKeys.distributionAmount(key), queryFn: ({ signal }) => getDistributionAmount(key, signal) });
