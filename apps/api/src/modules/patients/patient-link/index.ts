/** The patient link module as other modules see it. */
export { patientLinkRoutes } from './patient-link.routes.ts';
