import { USER_TYPES, type Module, type UserType } from '../enums/index.ts';
import { isModuleEnabled, type ModuleContext } from './modules.ts';

/**
 * Spec §2 "Route access by user type": every screen of the portal, who may open it and which
 * module it belongs to. The web menu and router and the API guard all read this one table.
 */
export type MenuGroup = 'dashboard' | 'quickAccess' | 'menu';

export interface RouteDef {
  key: string;
  path: string;
  /** Menu group; routes without one are reachable but not listed in the side menu. */
  group?: MenuGroup;
  module?: Module;
  /**
   * Types the module does not bind: they open the screen even in a programme without it (the
   * system administrator and a programme's FHIR partners, decision 0092).
   */
  moduleExempt?: readonly UserType[];
  types: readonly UserType[];
  /** Sub-routes inherit their parent's access. */
  parent?: string;
}

const ALL = USER_TYPES;
const FIELD: UserType[] = ['REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE'];
const ADMINS: UserType[] = ['SYSADMIN', 'ADMIN'];
const STAFF: UserType[] = [...ADMINS, ...FIELD];
const DOCTOR: UserType[] = ['DOCTOR'];
const SYSADMIN: UserType[] = ['SYSADMIN'];

const top = (key: string, path: string, types: readonly UserType[], group?: MenuGroup, module?: Module): RouteDef => ({
  key, path, types, ...(group ? { group } : {}), ...(module ? { module } : {}),
});
const sub = (key: string, path: string, parent: RouteDef): RouteDef => ({ ...parent, key, path, parent: parent.key, group: undefined });

const dashboard = top('dashboard', '/dashboard', ALL, 'dashboard');
const medicationsRelease = top('medicationsRelease', '/medications/release', DOCTOR, 'quickAccess', 'firstMedicine');
const examsRequest = top('examsRequest', '/exams/request', DOCTOR, 'quickAccess', 'clinicalExamination');
const patientProceduresRequest = top('patientProceduresRequest', '/patient-procedures/request', DOCTOR, 'quickAccess', 'patientProcedure');
const supplyRequest = top('supplyRequest', '/supply/request', DOCTOR, 'quickAccess', 'supply');
const travelRequest = top('travelRequest', '/travel/request', DOCTOR, 'quickAccess', 'travel');
const patientsInvitation = top('patientsInvitation', '/patients/invitation', DOCTOR, 'quickAccess', 'patientInvitation');

const proceduresMedications = top('proceduresMedications', '/procedures/medications', ALL, 'menu', 'firstMedicine');
const proceduresExams = top('proceduresExams', '/procedures/exams', ALL, 'menu', 'clinicalExamination');
const proceduresPatientProcedures = top('proceduresPatientProcedures', '/procedures/patient-procedures', ALL, 'menu', 'patientProcedure');
const proceduresVisits = top('proceduresVisits', '/procedures/visits', STAFF, 'menu', 'salesforceVisit');
/** The requests the caller may decide, oldest first (decision 0049): whoever decides any request. */
const decisionQueue = top('decisionQueue', '/procedures/queue', STAFF, 'menu');
const supplyRequests = top('supplyRequests', '/supply-requests', ALL, 'menu', 'supply');
const travelRequests = top('travelRequests', '/travel-requests', ALL, 'menu', 'travel');
const patients = top('patients', '/patients', DOCTOR, 'menu', 'patients');
const doctors = top('doctors', '/doctors', STAFF, 'menu');
const inventory = top('inventory', '/inventory', STAFF, 'menu');
const inventoryDistribution = top('inventoryDistribution', '/inventory/distribution', STAFF, 'menu');
const users = top('users', '/users', STAFF, 'menu');
const userGroups = top('userGroups', '/user-groups', ADMINS, 'menu');
const clients = top('clients', '/clients', SYSADMIN, 'menu');
const programs = top('programs', '/programs', SYSADMIN, 'menu');
const products = top('products', '/products', ADMINS, 'menu');
const presentations = top('presentations', '/presentations', ADMINS, 'menu');
const followups = top('followups', '/followups', ADMINS, 'menu');
const treatmentLocations = top('treatmentLocations', '/treatment-location', ADMINS, 'menu');
const library = top('library', '/library', ALL, 'menu', 'library');
const leaflets = top('leaflets', '/medicine/leaflets', ALL, 'menu');
const contents = top('contents', '/contents', ALL, 'menu', 'contents');
const discounts = top('discounts', '/discounts', ALL, 'menu', 'discounts');
const pcdt = top('pcdt', '/pcdt', ALL, 'menu', 'PCDT');
const editAccount = top('editAccount', '/users/change-email', DOCTOR, 'menu', 'editUser');
const audit = top('audit', '/audit', SYSADMIN, 'menu');
// Programme configuration (what doctors can request), a system administrator's.
const examGroups = top('examGroups', '/exam-groups', SYSADMIN, 'menu');
const institutions = top('institutions', '/institutions', SYSADMIN, 'menu');
const supplyGroups = top('supplyGroups', '/supply-groups', SYSADMIN, 'menu');
const travelGroups = top('travelGroups', '/travel-groups', SYSADMIN, 'menu');
const patientProcedures = top('patientProcedures', '/patient-procedures', SYSADMIN, 'menu');
/** A programme's messaging settings (decision 0078): channels, sender name, WhatsApp templates; its administrators'. */
const messagingSettings = top('messagingSettings', '/messaging-settings', ADMINS, 'menu');
/**
 * A programme's SMART backend clients and Bulk Data exports (decisions 0083, 0084, 0092): an
 * administrator holding the FHIR_PARTNERS permission in a programme with the `partners` module;
 * the system administrator always (a programme's clients stay revocable whatever its modules).
 */
const fhirClients: RouteDef = { ...top('fhirClients', '/fhir-clients', ADMINS, 'menu', 'partners'), moduleExempt: SYSADMIN };
// Pharmacovigilance (RDC 406/2020): a doctor reports a suspected adverse event.
const adverseEventReport = top('adverseEventReport', '/adverse-events/new', DOCTOR, 'menu');
/**
 * The programme's safety cases (decision 0086): an administrator of the programme holding the
 * PHARMACOVIGILANCE permission (a sysadmin always); never a doctor nor a field role.
 */
const pharmacovigilanceCases = top('pharmacovigilanceCases', '/pharmacovigilance/cases', ADMINS, 'menu', 'pharmacovigilance');
const pharmacovigilanceSettings = top('pharmacovigilanceSettings', '/pharmacovigilance/settings', ADMINS, 'menu', 'pharmacovigilance');

export const ROUTES: readonly RouteDef[] = [
  dashboard,
  medicationsRelease, examsRequest, patientProceduresRequest, supplyRequest, travelRequest, patientsInvitation,
  proceduresMedications, proceduresExams, proceduresPatientProcedures, proceduresVisits, supplyRequests, travelRequests, decisionQueue,
  patients, doctors, inventory, inventoryDistribution, users, userGroups, clients, programs, products, presentations,
  followups, treatmentLocations, library, leaflets, contents, discounts, pcdt, editAccount, audit,
  examGroups, institutions, supplyGroups, travelGroups, patientProcedures, messagingSettings, fhirClients, adverseEventReport,
  pharmacovigilanceCases, pharmacovigilanceSettings,
  // Always reachable by a signed-in user.
  top('profile', '/user/edit', ALL),
  top('changePassword', '/change-password', ALL),
  // Detail and form screens inherit their list's access.
  sub('procedureMedication', '/procedures/medications/:id', proceduresMedications),
  sub('procedureExam', '/procedures/exams/:id', proceduresExams),
  sub('procedurePatientProcedure', '/procedures/patient-procedures/:id', proceduresPatientProcedures),
  sub('procedureVisit', '/procedures/visits/:id', proceduresVisits),
  top('procedureDetail', '/procedures/:id', ALL),
  sub('supplyRequestDetail', '/supply-requests/:id', supplyRequests),
  sub('travelRequestDetail', '/travel-requests/:id', travelRequests),
  sub('contentDetail', '/contents/:slug', contents),
  sub('patientDetail', '/patients/:id', patients),
  sub('medicationAdministration', '/medication-administration/:id', patients),
  sub('doctorDetail', '/doctors/:id', doctors),
  sub('usersRegister', '/users/register', users),
  sub('userEdit', '/users/:id/edit', users),
  sub('userPermissions', '/users/:id/permissions', users),
  sub('userPermissionsAdd', '/users/:id/permissions/add', users),
  sub('userUserGroups', '/users/:id/user-groups', users),
  sub('userUserGroupsHistory', '/users/:id/user-groups/history', users),
  sub('usersChangeProfile', '/users/change-profile', users),
  sub('userGroupPermissions', '/user-groups/:id/permissions', userGroups),
  sub('clientsRegister', '/clients/register', clients),
  sub('clientEdit', '/clients/:id/edit', clients),
  sub('clientView', '/clients/:id', clients),
  sub('programsRegister', '/programs/register', programs),
  sub('programEdit', '/programs/:id/edit', programs),
  sub('programView', '/programs/:id', programs),
  sub('productsRegister', '/products/register', products),
  sub('productEdit', '/products/:id/edit', products),
  sub('productView', '/products/:id', products),
  sub('presentationsRegister', '/presentations/register', presentations),
  sub('presentationEdit', '/presentations/:id/edit', presentations),
  sub('presentationView', '/presentations/:id', presentations),
  sub('followupsRegister', '/followups/register', followups),
  sub('followupEdit', '/followups/:id/edit', followups),
  sub('followupView', '/followups/:id', followups),
  sub('treatmentLocationsRegister', '/treatment-location/register', treatmentLocations),
  sub('treatmentLocationEdit', '/treatment-location/:id/edit', treatmentLocations),
  sub('treatmentLocationView', '/treatment-location/:id', treatmentLocations),
  sub('examGroupsRegister', '/exam-groups/register', examGroups),
  sub('examGroupEdit', '/exam-groups/:id/edit', examGroups),
  sub('institutionsRegister', '/institutions/register', institutions),
  sub('institutionEdit', '/institutions/:id/edit', institutions),
  sub('supplyGroupsRegister', '/supply-groups/register', supplyGroups),
  sub('supplyGroupEdit', '/supply-groups/:id/edit', supplyGroups),
  sub('travelGroupsRegister', '/travel-groups/register', travelGroups),
  sub('travelGroupEdit', '/travel-groups/:id/edit', travelGroups),
  sub('patientProceduresRegister', '/patient-procedures/register', patientProcedures),
  sub('patientProcedureEdit', '/patient-procedures/:id/edit', patientProcedures),
  sub('pharmacovigilanceCase', '/pharmacovigilance/cases/:protocol', pharmacovigilanceCases),
];

export type RouteKey = string;
const BY_KEY = new Map(ROUTES.map((r) => [r.key, r]));

export function routeByKey(key: RouteKey): RouteDef {
  const route = BY_KEY.get(key);
  if (!route) throw new Error(`Unknown route key: ${key}`);
  return route;
}

export function canAccessRoute(route: RouteDef, ctx: ModuleContext): boolean {
  if (!route.types.includes(ctx.userType)) return false;
  if (route.module === undefined || route.moduleExempt?.includes(ctx.userType)) return true;
  return isModuleEnabled(route.module, ctx);
}

/** Spec §2 route access: the screens this user may open in this programme, in menu order. */
export function allowedRoutes(
  userType: UserType,
  programModules: readonly Module[],
  userModules: readonly Module[],
): RouteDef[] {
  const ctx: ModuleContext = { userType, programModules, userModules };
  return ROUTES.filter((route) => canAccessRoute(route, ctx));
}

/** The side-menu items of one group, in order. */
export const menuRoutes = (allowed: readonly RouteDef[], group: MenuGroup): RouteDef[] =>
  allowed.filter((r) => r.group === group);

/** The first allowed screen, where the browser lands after login. */
export const defaultRoute = (allowed: readonly RouteDef[]): string =>
  allowed.find((r) => r.group !== undefined)?.path ?? '/user/edit';

/** The bare `/procedures`: spec §2 lists it before its sub-routes, the request lists by type. */
export const PROCEDURES_PATH = '/procedures';
const PROCEDURE_LISTS = ['proceduresMedications', 'proceduresExams', 'proceduresPatientProcedures', 'proceduresVisits'] as const;

/**
 * Where the bare `/procedures` leads: the first request list, in the spec's order, that this user
 * may open in this programme; undefined when none is (the address is then unknown).
 */
export const proceduresLanding = (allowed: readonly RouteDef[]): string | undefined =>
  PROCEDURE_LISTS.map((key) => allowed.find((r) => r.key === key)).find((r) => r !== undefined)?.path;

/**
 * A route's path as the web router matches it (react-router's `matchPath`, not case-sensitive, to
 * the end): `:name` is one segment, trailing slashes aside. The table uses no other syntax.
 */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[\w-]+/g, '/[^/]+')}/*$`, 'i');
const ROUTE_PATTERNS = ROUTES.map((route) => pathPattern(route.path));

/** Whether an address opens a screen of the route table (a signed-in screen, or /contents and /pcdt). */
export const isAppRoute = (pathname: string): boolean => ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));

/** The patient's public link, `/p/{code}` (spec §2 Patient confirmation): what the SMS and the e-mail carry. */
export const PATIENT_LINK_PREFIX = '/p/';

/**
 * The screen the first load of an address opens, when its document can name what that screen
 * loads: a signed-in screen (the shell), the programme's public contents or PCDTs, which a
 * visitor opens at those routes' own addresses, or the patient's link. The web app's boot asks
 * first for what each awaits (app/lazy-pages.ts), and the server sends its build's document
 * (`firstScreenDocument`), which names the same for the browser to fetch beside the app's own
 * scripts, and paints the public pages' frame before them (decision 0109).
 */
export type FirstScreen = 'signedIn' | 'contents' | 'pcdt' | 'patientLink';
export const FIRST_SCREENS: readonly FirstScreen[] = ['signedIn', 'contents', 'pcdt', 'patientLink'];

export function firstScreenOf(pathname: string): FirstScreen | undefined {
  if (pathname === contents.path) return 'contents';
  if (pathname === pcdt.path) return 'pcdt';
  if (pathname.startsWith(PATIENT_LINK_PREFIX) && pathname.length > PATIENT_LINK_PREFIX.length) return 'patientLink';
  return isAppRoute(pathname) ? 'signedIn' : undefined;
}

/**
 * Whether the boot on a first screen asks for the session and the programme list before its
 * chunks arrive (and its document names them): every first screen but the patient's link, whose
 * first answer is its programme's, named by the code in its address.
 */
export const awaitsSessionAtBoot = (screen: FirstScreen | undefined): boolean => screen !== undefined && screen !== 'patientLink';

/** The build's HTML document for a first screen, beside index.html (apps/web/build/first-load-hints.ts). */
export const firstScreenDocument = (screen: FirstScreen): string => `index.${screen}.html`;

/** The query parameter naming a programme by its slug, on the public pages, login and signup. */
export const PROGRAM_QUERY_PARAM = 'program';

/**
 * `firstScreenDocument` with the screen's first paint as well (apps/web/build/first-paint.ts): the
 * public frame and title a visitor sees before the scripts run (decision 0109).
 */
export const firstPaintDocument = (screen: FirstScreen): string => `index.${screen}.painted.html`;

/**
 * Whether a first load gets its screen's first paint, which is the page a visitor sees: on a
 * patient's link, always; on a programme's contents and PCDTs, when the address names the programme
 * and no session comes with it. A signed-in user sees those pages in the shell, and a visitor who
 * names no programme sees the programme chooser: theirs would paint one frame, then show another.
 */
export const paintsFirst = (screen: FirstScreen, load: { programNamed: boolean; signedIn: boolean }): boolean =>
  screen === 'patientLink' || ((screen === 'contents' || screen === 'pcdt') && load.programNamed && !load.signedIn);
