/** The follow-ups module as other modules see it. */
export { followupsRoutes } from './followups.routes.ts';
export { travelGroupExists } from './followups.repository.ts';
