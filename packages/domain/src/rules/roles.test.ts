import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USER_TYPES, type UserType } from '../enums/index.ts';
import { canManageUserType, isAdminType, isFieldType, manageableUserTypes, sessionRoles } from './index.ts';

/** Spec §6: who manages whom. Rows are actors, columns targets, in USER_TYPES order. */
const MANAGES: Record<UserType, string> = {
  //                SYS ADM REG DIS REP DOC
  SYSADMIN:         'Y   Y   Y   Y   Y   Y',
  ADMIN:            'N   Y   Y   Y   Y   Y',
  REGIONAL_MANAGER: 'N   N   Y   Y   Y   Y',
  DISTRICT_MANAGER: 'N   N   N   Y   Y   Y',
  REPRESENTATIVE:   'N   N   N   N   Y   Y',
  DOCTOR:           'N   N   N   N   N   N',
};

describe('canManageUserType (spec §6 table)', () => {
  const cases = USER_TYPES.flatMap((actor) => {
    const row = MANAGES[actor].split(/\s+/);
    return USER_TYPES.map((target, i) => [actor, target, row[i] === 'Y'] as const);
  });
  it.each(cases)('%s manages %s: %s', (actor, target, expected) => {
    expect(canManageUserType(actor, target)).toBe(expected);
  });

  const userType = fc.constantFrom(...USER_TYPES);
  it('is transitive through any managing type', () => {
    fc.assert(fc.property(userType, userType, userType, (a, b, c) => {
      if (canManageUserType(a, b) && canManageUserType(b, c)) expect(canManageUserType(a, c)).toBe(true);
    }));
  });

  it('never lets a type manage a more powerful one', () => {
    fc.assert(fc.property(userType, userType, (a, b) => {
      if (USER_TYPES.indexOf(b) < USER_TYPES.indexOf(a)) expect(canManageUserType(a, b)).toBe(false);
    }));
  });
});

describe('manageableUserTypes', () => {
  it('lists the types each actor manages, most powerful first', () => {
    expect(manageableUserTypes('SYSADMIN')).toEqual([...USER_TYPES]);
    expect(manageableUserTypes('ADMIN')).toEqual(['ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR']);
    expect(manageableUserTypes('REGIONAL_MANAGER')).toEqual(['REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR']);
    expect(manageableUserTypes('DISTRICT_MANAGER')).toEqual(['DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR']);
    expect(manageableUserTypes('REPRESENTATIVE')).toEqual(['REPRESENTATIVE', 'DOCTOR']);
    expect(manageableUserTypes('DOCTOR')).toEqual([]);
  });
});

describe('type groups and session roles', () => {
  it('classifies admins and field types', () => {
    expect(USER_TYPES.filter(isAdminType)).toEqual(['SYSADMIN', 'ADMIN']);
    expect(USER_TYPES.filter(isFieldType)).toEqual(['REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE']);
  });

  it('gives each type its main session role first', () => {
    expect(sessionRoles('SYSADMIN')[0]).toBe('SYSADMIN');
    expect(sessionRoles('ADMIN')).toEqual(['ADMIN']);
    expect(sessionRoles('REGIONAL_MANAGER')).toEqual(['REPRESENTATIVE']);
    expect(sessionRoles('DISTRICT_MANAGER')).toEqual(['REPRESENTATIVE']);
    expect(sessionRoles('REPRESENTATIVE')).toEqual(['REPRESENTATIVE']);
    expect(sessionRoles('DOCTOR')).toEqual(['DOCTOR']);
  });
});
