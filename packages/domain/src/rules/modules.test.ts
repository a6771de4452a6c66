import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MODULES, USER_TYPES, type Module } from '../enums/index.ts';
import {
  isModuleEnabled, parseModules, PROGRAM_ONLY_MODULES, serializeModules, userModulesFromPermissions,
} from './index.ts';

describe('parseModules', () => {
  it('splits the comma-separated string, trimming and dropping blanks, unknown names and repeats', () => {
    expect(parseModules('firstMedicine, travel,,unknown,PCDT,firstMedicine')).toEqual(['firstMedicine', 'travel', 'PCDT']);
    expect(parseModules('pcdt,FirstMedicine')).toEqual([]);
    expect(parseModules('')).toEqual([]);
    expect(parseModules(null)).toEqual([]);
    expect(parseModules(undefined)).toEqual([]);
  });

  it('round-trips with serializeModules', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.constantFrom(...MODULES)), (modules) => {
      expect(parseModules(serializeModules(modules))).toEqual(modules);
    }));
  });

  it('only ever returns known modules', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.constantFrom(...MODULES), fc.string())), (names) => {
      for (const m of parseModules(names.join(','))) expect(MODULES).toContain(m);
    }));
  });
});

describe('userModulesFromPermissions', () => {
  it('maps permission types to modules, and a null type grants every module', () => {
    expect(userModulesFromPermissions(['FIRST_MEDICINE', 'PCDT', 'FIRST_MEDICINE'])).toEqual(['firstMedicine', 'PCDT']);
    expect(userModulesFromPermissions([])).toEqual([]);
    expect(userModulesFromPermissions(['SUPPLY', null])).toEqual([...MODULES]);
  });
});

describe('isModuleEnabled (spec §2 module rule)', () => {
  const programOnly: Module[] = ['doctorBenefits', 'library', 'salesforceVisit'];

  it('lists exactly the programme-only modules', () => {
    expect([...PROGRAM_ONLY_MODULES].sort()).toEqual([...programOnly].sort());
  });

  it('lets a sysadmin see every module the programme has, without user permissions', () => {
    for (const module of MODULES) {
      expect(isModuleEnabled(module, { userType: 'SYSADMIN', programModules: [module], userModules: [] })).toBe(true);
    }
  });

  it('never enables a module the programme lacks, for anyone', () => {
    fc.assert(fc.property(fc.constantFrom(...USER_TYPES), fc.constantFrom(...MODULES), (userType, module) => {
      const others = MODULES.filter((m) => m !== module);
      expect(isModuleEnabled(module, { userType, programModules: others, userModules: [...MODULES] })).toBe(false);
    }));
  });

  it('requires the user permission for ordinary modules, for every non-sysadmin type', () => {
    for (const userType of USER_TYPES.filter((t) => t !== 'SYSADMIN')) {
      const ctx = { userType, programModules: ['firstMedicine', 'travel'] as Module[], userModules: ['travel'] as Module[] };
      expect(isModuleEnabled('firstMedicine', ctx)).toBe(false);
      expect(isModuleEnabled('travel', ctx)).toBe(true);
    }
  });

  it('needs only the programme for DOCTOR_BENEFITS, LIBRARY and SALESFORCE_VISIT', () => {
    for (const userType of USER_TYPES) {
      for (const module of programOnly) {
        expect(isModuleEnabled(module, { userType, programModules: [module], userModules: [] })).toBe(true);
      }
    }
  });
});
