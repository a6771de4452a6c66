import { describe, expect, it } from 'vitest';
import { MODULES, USER_TYPES, type Module } from '../enums/index.ts';
import {
  allowedRoutes, awaitsSessionAtBoot, defaultRoute, FIRST_SCREENS, firstScreenOf, isAppRoute, menuRoutes, paintsFirst, proceduresLanding, routeByKey,
  ROUTES, userModulesFromPermissions,
} from './index.ts';

const keysOf = (routes: readonly { key: string }[]) => routes.map((r) => r.key);
const ALL_MODULES = [...MODULES];

describe('ROUTES table', () => {
  it('has unique keys and unique paths', () => {
    expect(new Set(keysOf(ROUTES)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('lets sub-routes inherit their parent access and stay out of the menu', () => {
    for (const route of ROUTES.filter((r) => r.parent)) {
      const parent = routeByKey(route.parent!);
      expect(route.types, route.key).toEqual(parent.types);
      expect(route.module, route.key).toBe(parent.module);
      expect(route.group, route.key).toBeUndefined();
    }
  });

  it('throws on an unknown key', () => {
    expect(() => routeByKey('nope')).toThrow();
  });

  it('writes paths with no syntax but `:name` segments (what isAppRoute matches)', () => {
    for (const route of ROUTES) expect(route.path, route.key).toMatch(/^(?:\/(?:[a-z-]+|:[a-zA-Z]+))+$/);
  });
});

describe('isAppRoute and firstScreenOf', () => {
  it('matches a route with any one segment for a parameter, trailing slashes and case aside', () => {
    for (const path of ['/dashboard', '/dashboard/', '/Dashboard', '/procedures/exams/12', '/users/7/permissions/add', '/contents/bula-x']) {
      expect(isAppRoute(path), path).toBe(true);
    }
    for (const path of ['/', '/login', '/p/ABC123', '/procedures', '/procedures/exams/12/x', '/users//edit', '/dashboardx', '/dashboard.']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it('tells a signed-in screen from the public pages at a route\'s address, the patient\'s link and the rest', () => {
    expect(firstScreenOf('/dashboard')).toBe('signedIn');
    expect(firstScreenOf('/procedures/exams/12')).toBe('signedIn');
    expect(firstScreenOf('/contents/bula-x')).toBe('signedIn');
    expect(firstScreenOf('/contents')).toBe('contents');
    expect(firstScreenOf('/pcdt')).toBe('pcdt');
    expect(firstScreenOf('/login')).toBeUndefined();
    expect(firstScreenOf('/p/ABC123')).toBe('patientLink');
    expect(firstScreenOf('/p/')).toBeUndefined();
  });

  it('has the boot ask for the session and the programmes early on every first screen but the patient\'s link', () => {
    expect(FIRST_SCREENS.filter(awaitsSessionAtBoot)).toEqual(['signedIn', 'contents', 'pcdt']);
    expect(awaitsSessionAtBoot(firstScreenOf('/login'))).toBe(false);
  });

  it('paints the public frame first only where it is the page that follows: a visitor of a named programme, or a patient\'s link', () => {
    const loads = [
      { programNamed: true, signedIn: false }, { programNamed: false, signedIn: false },
      { programNamed: true, signedIn: true }, { programNamed: false, signedIn: true },
    ];
    const painted = (screen: (typeof FIRST_SCREENS)[number]) => loads.map((load) => paintsFirst(screen, load));
    expect(painted('contents')).toEqual([true, false, false, false]);
    expect(painted('pcdt')).toEqual([true, false, false, false]);
    expect(painted('patientLink')).toEqual([true, true, true, true]);
    expect(painted('signedIn')).toEqual([false, false, false, false]);
  });
});

describe('allowedRoutes', () => {
  it('gives a doctor the doctor screens of the enabled modules and no admin screens', () => {
    const keys = keysOf(allowedRoutes('DOCTOR', ALL_MODULES, ALL_MODULES));
    for (const k of ['dashboard', 'medicationsRelease', 'examsRequest', 'patientsInvitation', 'patients', 'library',
      'contents', 'discounts', 'pcdt', 'editAccount', 'profile', 'changePassword', 'procedureExam']) {
      expect(keys, k).toContain(k);
    }
    for (const k of ['users', 'doctors', 'inventory', 'inventoryDistribution', 'clients', 'programs', 'products',
      'userGroups', 'treatmentLocations', 'proceduresVisits', 'audit', 'usersRegister']) {
      expect(keys, k).not.toContain(k);
    }
  });

  it('gives an admin the admin screens but neither doctor-only nor sysadmin-only ones', () => {
    const keys = keysOf(allowedRoutes('ADMIN', ALL_MODULES, ALL_MODULES));
    for (const k of ['users', 'doctors', 'userGroups', 'products', 'presentations', 'followups', 'treatmentLocations',
      'treatmentLocationsRegister', 'contents', 'discounts', 'pcdt', 'proceduresVisits', 'inventoryDistribution']) {
      expect(keys, k).toContain(k);
    }
    for (const k of ['medicationsRelease', 'examsRequest', 'patients', 'clients', 'programs', 'audit']) {
      expect(keys, k).not.toContain(k);
    }
  });

  it('gives a sysadmin the widest set and every programme module without user permissions', () => {
    const sysadmin = keysOf(allowedRoutes('SYSADMIN', ALL_MODULES, []));
    const admin = keysOf(allowedRoutes('ADMIN', ALL_MODULES, ALL_MODULES));
    for (const k of admin) expect(sysadmin, k).toContain(k);
    for (const k of ['clients', 'programs', 'audit', 'proceduresExams', 'contents']) expect(sysadmin, k).toContain(k);
  });

  it('hides module screens when the programme or the user lacks the module', () => {
    const noProgram = keysOf(allowedRoutes('DOCTOR', [], ALL_MODULES));
    expect(noProgram).not.toContain('medicationsRelease');
    expect(noProgram).toContain('dashboard');
    expect(noProgram).toContain('leaflets');
    const noUser = keysOf(allowedRoutes('DOCTOR', ALL_MODULES, []));
    expect(noUser).not.toContain('medicationsRelease');
    expect(noUser).toContain('library');
  });

  it('lists the FHIR clients screen only to holders of the partners module, and always to the sysadmin (decision 0092)', () => {
    const menu = (type: 'ADMIN' | 'SYSADMIN', program: readonly Module[], user: readonly Module[]) =>
      keysOf(menuRoutes(allowedRoutes(type, program, user), 'menu'));
    // The pharmacovigilance user: an administrator whose only permission is PHARMACOVIGILANCE.
    expect(menu('ADMIN', ALL_MODULES, userModulesFromPermissions(['PHARMACOVIGILANCE']))).not.toContain('fhirClients');
    expect(menu('ADMIN', ALL_MODULES, userModulesFromPermissions(['PHARMACOVIGILANCE']))).toContain('pharmacovigilanceCases');
    expect(menu('ADMIN', ALL_MODULES, userModulesFromPermissions(['FHIR_PARTNERS']))).toContain('fhirClients');
    expect(menu('ADMIN', ALL_MODULES, userModulesFromPermissions([null]))).toContain('fhirClients');
    const withoutPartners = ALL_MODULES.filter((m) => m !== 'partners');
    expect(menu('ADMIN', withoutPartners, userModulesFromPermissions([null]))).not.toContain('fhirClients');
    expect(menu('SYSADMIN', withoutPartners, [])).toContain('fhirClients');
    expect(menu('SYSADMIN', [], [])).toContain('fhirClients');
  });

  it('always lets every signed-in user reach the profile and change-password screens', () => {
    for (const type of USER_TYPES) {
      const keys = keysOf(allowedRoutes(type, [], []));
      expect(keys).toContain('profile');
      expect(keys).toContain('changePassword');
    }
  });
});

describe('menuRoutes and defaultRoute', () => {
  it('splits the menu into its three groups in table order', () => {
    const allowed = allowedRoutes('DOCTOR', ALL_MODULES, ALL_MODULES);
    expect(keysOf(menuRoutes(allowed, 'dashboard'))).toEqual(['dashboard']);
    expect(keysOf(menuRoutes(allowed, 'quickAccess'))).toEqual([
      'medicationsRelease', 'examsRequest', 'patientProceduresRequest', 'supplyRequest', 'travelRequest', 'patientsInvitation',
    ]);
    expect(keysOf(menuRoutes(allowed, 'menu'))).not.toContain('profile');
  });

  it('lands on the first allowed menu screen, else the profile', () => {
    expect(defaultRoute(allowedRoutes('DOCTOR', [], []))).toBe('/dashboard');
    expect(defaultRoute([])).toBe('/user/edit');
  });
});

describe('the bare /procedures', () => {
  it('leads to the first request list the user may open, in the spec\'s order, else nowhere', () => {
    expect(proceduresLanding(allowedRoutes('ADMIN', [...MODULES], [...MODULES]))).toBe('/procedures/medications');
    expect(proceduresLanding(allowedRoutes('DOCTOR', ['clinicalExamination', 'patientProcedure'], ['clinicalExamination', 'patientProcedure']))).toBe('/procedures/exams');
    expect(proceduresLanding(allowedRoutes('DOCTOR', ['patientProcedure'], ['patientProcedure']))).toBe('/procedures/patient-procedures');
    expect(proceduresLanding(allowedRoutes('DOCTOR', [], []))).toBeUndefined();
  });
});
