/** The aids module as other modules see it. */
export { aidsRoutes } from './aids.routes.ts';
export { aidsOf } from './aids.repository.ts';
