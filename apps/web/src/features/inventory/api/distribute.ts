import type { DistributeCommand } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { inventoryKeys } from './keys.ts';

/** Moves units to (or back from) the chosen users; every balance on screen is fetched again after. */
export const distribute = (command: DistributeCommand) => api.inventory.distribute({ body: command });

export const useDistribute = () => useInvalidatingMutation(distribute, inventoryKeys.all);
