import { PROCEDURE_TYPES, type Module, type ProcedureType } from '../enums/index.ts';
import { isModuleEnabled, type ModuleContext } from './modules.ts';

/**
 * The module each request type belongs to (spec §2 modules; the request lists' and forms' routes
 * carry the same one). A request needs its type's module to be read, listed, counted, exported or
 * decided, not only to appear in the menu. Types no screen of the portal files map to the module
 * of the service they would belong to, so the table stays total and a new type must pick one.
 */
export const REQUEST_TYPE_MODULE: Readonly<Record<ProcedureType, Module>> = {
  FIRST_MEDICINE: 'firstMedicine',
  CHECK_PATIENT_ELIGIBILITY: 'firstMedicine',
  CLINICAL_EXAMINATION: 'clinicalExamination',
  PATIENT_PROCEDURE: 'patientProcedure',
  SUPPLY: 'supply',
  TRAVEL: 'travel',
  AID: 'travel',
  SALESFORCE_VISIT: 'salesforceVisit',
  DOCTOR_BENEFITS: 'doctorBenefits',
  PATIENTS: 'patients',
  DISCOUNTS: 'discounts',
  PCDT: 'PCDT',
};

/**
 * Whether the viewer may reach requests of this type: a system administrator every type (they
 * work in every programme, whatever modules the session's one has); anyone else by the module
 * rule (`isModuleEnabled`: the programme has the module, and the user holds it unless it is a
 * programme-only module).
 */
export function canReachRequestType(type: ProcedureType, viewer: ModuleContext): boolean {
  return viewer.userType === 'SYSADMIN' || isModuleEnabled(REQUEST_TYPE_MODULE[type], viewer);
}

/** Every request type the viewer may reach, in `PROCEDURE_TYPES` order. */
export const reachableRequestTypes = (viewer: ModuleContext): ProcedureType[] =>
  PROCEDURE_TYPES.filter((type) => canReachRequestType(type, viewer));
