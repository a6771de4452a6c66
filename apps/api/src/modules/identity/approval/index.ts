/** The approval module as other modules see it. */
export { approvalRoutes } from './approval.routes.ts';
