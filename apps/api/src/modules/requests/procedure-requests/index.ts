/** The procedure-requests module as other modules see it: `POST /procedures` by type, its form's reads and the logistics job. */
export { procedureRequestsRoutes } from './procedure-requests.routes.ts';
export { requestReversePostageJob } from './reverse-postage.job.ts';
export { runOnce, idempotencyKeyOf, IDEMPOTENCY_HEADER } from './idempotency.ts';
export type { RequestTypeHandler } from './request-handler.ts';
export { createProcedure } from './create-procedure.service.ts';
