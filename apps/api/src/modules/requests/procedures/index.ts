/** The procedures module (reading, deciding and progressing requests) as other modules see it. */
export { proceduresRoutes } from './procedures.routes.ts';
export { releaseRejectionNoticeJob } from './rejection-notice.ts';
