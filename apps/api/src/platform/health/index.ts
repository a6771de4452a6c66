/** The health module as other modules see it. */
export { healthRoutes } from './health.routes.ts';
