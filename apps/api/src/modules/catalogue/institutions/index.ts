/** The institutions module as other modules see it. */
export { institutionsRoutes } from './institutions.routes.ts';
export { institutionsOfProgram } from './institutions.repository.ts';
