/** The treatment-locations module as other modules see it. */
export { treatmentLocationsRoutes } from './treatment-locations.routes.ts';
