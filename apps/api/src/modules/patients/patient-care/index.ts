/** The doctors' patients in the patient-care system: their lists, medications and details. */
export { patientCareRoutes } from './patient-care.routes.ts';
export { carePatientOfDoctor } from './patient-care.service.ts';
