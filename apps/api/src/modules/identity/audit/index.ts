/** The audit module as other modules see it (the trail itself is written through lib/audit.ts). */
export { auditRoutes } from './audit.routes.ts';
