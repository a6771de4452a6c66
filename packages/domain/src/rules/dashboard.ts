import type { ProcedureType, UserType } from '../enums/index.ts';

/**
 * Who sees the dashboard's time-to-therapy panel (and may call its endpoint): everyone who decides
 * on requests of the doctors below them, and the programme's administrators — never doctors.
 */
export const TIME_TO_THERAPY_VIEWERS: readonly UserType[] = ['SYSADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE'];

export const seesTimeToTherapy = (userType: UserType): boolean => TIME_TO_THERAPY_VIEWERS.includes(userType);

/**
 * Spec §2 Dashboard: the three quick-access cards, each the list screen (route key) of one
 * procedure type, counted from `GET /procedures/count/{programId}`.
 */
export const DASHBOARD_QUICK_ACCESS: readonly { type: ProcedureType; routeKey: string }[] = [
  { type: 'FIRST_MEDICINE', routeKey: 'proceduresMedications' },
  { type: 'CLINICAL_EXAMINATION', routeKey: 'proceduresExams' },
  { type: 'PATIENT_PROCEDURE', routeKey: 'proceduresPatientProcedures' },
];

/**
 * The dashboard by status: each request type that has a list screen (kits and travel included),
 * with that list's route key. A count opens the list filtered by its status (`?status=`).
 */
export const DASHBOARD_STATUS_LISTS: readonly { type: ProcedureType; routeKey: string }[] = [
  { type: 'FIRST_MEDICINE', routeKey: 'proceduresMedications' },
  { type: 'CLINICAL_EXAMINATION', routeKey: 'proceduresExams' },
  { type: 'PATIENT_PROCEDURE', routeKey: 'proceduresPatientProcedures' },
  { type: 'SALESFORCE_VISIT', routeKey: 'proceduresVisits' },
  { type: 'SUPPLY', routeKey: 'supplyRequests' },
  { type: 'TRAVEL', routeKey: 'travelRequests' },
];
