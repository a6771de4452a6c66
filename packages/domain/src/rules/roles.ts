import { USER_TYPES, type SessionRole, type UserType } from '../enums/index.ts';

/** Rank of a user type: 0 is the most powerful (SYSADMIN). */
export const userTypeRank = (type: UserType): number => USER_TYPES.indexOf(type);

/**
 * Spec §6 hierarchy: each type manages the types at or below its own level, except that a
 * doctor manages nobody.
 */
export function canManageUserType(actor: UserType, target: UserType): boolean {
  if (actor === 'DOCTOR') return false;
  return userTypeRank(target) >= userTypeRank(actor);
}

export function manageableUserTypes(actor: UserType): UserType[] {
  return USER_TYPES.filter((target) => canManageUserType(actor, target));
}

export const isAdminType = (type: UserType): boolean => type === 'ADMIN' || type === 'SYSADMIN';
export const isFieldType = (type: UserType): boolean =>
  type === 'REGIONAL_MANAGER' || type === 'DISTRICT_MANAGER' || type === 'REPRESENTATIVE';

/** Session roles (spec §3 "Session user"): the first is the main role. */
export function sessionRoles(type: UserType): SessionRole[] {
  switch (type) {
    case 'SYSADMIN':
      return ['SYSADMIN', 'ADMIN'];
    case 'ADMIN':
      return ['ADMIN'];
    case 'REGIONAL_MANAGER':
    case 'DISTRICT_MANAGER':
    case 'REPRESENTATIVE':
      return ['REPRESENTATIVE'];
    case 'DOCTOR':
      return ['DOCTOR'];
  }
}
