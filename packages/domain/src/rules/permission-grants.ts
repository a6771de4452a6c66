import type { PermissionType, UserType } from '../enums/index.ts';
import { isAdminType } from './roles.ts';

/** One permission row: a type (null grants every module) narrowed to a catalogue group and item. */
export interface PermissionGrant {
  type: PermissionType | null;
  groupId: number | null;
  itemId: number | null;
}

const covers = (held: PermissionGrant, wanted: PermissionGrant): boolean =>
  held.type === null || (held.type === wanted.type
    && (held.groupId === null || held.groupId === wanted.groupId)
    && (held.itemId === null || held.itemId === wanted.itemId));

/**
 * Whether an actor may hand out these permissions (by assigning a group that holds them, or by
 * adding them to a group): administrators may hand out anything; anyone else only what their own
 * permissions cover, and never a grant of every module (decision 0022).
 */
export function canGrantPermissions(actorType: UserType, held: readonly PermissionGrant[], wanted: readonly PermissionGrant[]): boolean {
  if (isAdminType(actorType)) return true;
  return wanted.every((w) => w.type !== null && held.some((h) => covers(h, w)));
}
