/** The top bar's global search as other modules see it. */
export { searchRoutes } from './search.routes.ts';
