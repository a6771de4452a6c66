/** The clients module as other modules see it. */
export { clientsRoutes } from './clients.routes.ts';
