/** The patient-procedures module as other modules see it. */
export { patientProceduresRoutes } from './patient-procedures.routes.ts';
