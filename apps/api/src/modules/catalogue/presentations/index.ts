/** The presentations module as other modules see it. */
export { presentationsRoutes } from './presentations.routes.ts';
