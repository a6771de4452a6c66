import type { UserType } from '../enums/index.ts';
import { isAdminType, manageableUserTypes } from './roles.ts';

/**
 * The user types a distributor may give inventory to: the types they manage (spec §6), except
 * administrators and system administrators, whose stock is unlimited (spec §6) and so is never
 * distributed to them. The API also keeps recipients below the distributor in the hierarchy.
 */
export const distributionRecipientTypes = (distributor: UserType): UserType[] =>
  manageableUserTypes(distributor).filter((type) => !isAdminType(type));

/** Administrators and system administrators distribute without holding stock (spec §6: amount -1). */
export const hasUnlimitedInventory = (type: UserType): boolean => isAdminType(type);
