/** The supplies module as other modules see it. */
export { suppliesRoutes } from './supplies.routes.ts';
export { suppliesByIds, suppliesOfProgram } from './supplies.repository.ts';
