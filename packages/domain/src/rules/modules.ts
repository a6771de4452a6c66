import { MODULES, PERMISSION_MODULE, type Module, type PermissionType, type UserType } from '../enums/index.ts';

/** Modules that need only the programme to have them, never a user permission (spec §2). */
export const PROGRAM_ONLY_MODULES: readonly Module[] = ['doctorBenefits', 'library', 'salesforceVisit'];

/** Parses the programme's comma-separated module string, dropping unknown names and blanks. */
export function parseModules(value: string | null | undefined): Module[] {
  if (!value) return [];
  const known = new Set<string>(MODULES);
  const seen = new Set<Module>();
  for (const raw of value.split(',')) {
    const name = raw.trim();
    if (known.has(name)) seen.add(name as Module);
  }
  return [...seen];
}

export const serializeModules = (modules: readonly Module[]): string => [...new Set(modules)].join(',');

/**
 * The modules a user's group permissions grant in one programme. A permission whose type is null
 * grants every module.
 */
export function userModulesFromPermissions(types: readonly (PermissionType | null)[]): Module[] {
  if (types.some((t) => t === null)) return [...MODULES];
  return [...new Set(types.map((t) => PERMISSION_MODULE[t as PermissionType]))];
}

export interface ModuleContext {
  userType: UserType;
  programModules: readonly Module[];
  userModules: readonly Module[];
}

/**
 * Spec §2 module rule: the programme must have the module; a sysadmin then sees it; others need it
 * among their own modules, except the programme-only modules.
 */
export function isModuleEnabled(module: Module, ctx: ModuleContext): boolean {
  if (!ctx.programModules.includes(module)) return false;
  if (ctx.userType === 'SYSADMIN') return true;
  if (PROGRAM_ONLY_MODULES.includes(module)) return true;
  return ctx.userModules.includes(module);
}
