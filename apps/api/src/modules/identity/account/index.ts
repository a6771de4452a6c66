/** The account module as other modules see it (the worker runs the opt-out job). */
export { accountRoutes } from './account.routes.ts';
export { processOptoutJob } from './optout.job.ts';
export { requestEmailChange } from './email-change.service.ts';
