/** The reference-data module as other modules see it. */
export { referenceDataRoutes } from './reference-data.routes.ts';
