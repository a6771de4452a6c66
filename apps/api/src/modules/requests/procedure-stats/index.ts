/** The dashboard's request statistics as other modules see them. */
export { procedureStatsRoutes } from './procedure-stats.routes.ts';
