import { processOptoutJob } from '../modules/account/index.ts';
import { deliverMessageJob, whatsAppFallbackJob } from '../modules/outbox/index.ts';
import { dispatchNotificationJob } from '../modules/notifications/index.ts';
import { requestReversePostageJob } from '../modules/procedure-requests/index.ts';
import { recheckCouncilJob } from '../modules/council/index.ts';
import { releaseRejectionNoticeJob } from '../modules/procedures/index.ts';
import { purgeRetentionJob } from './retention.ts';
import type { JobHandlers } from './worker.ts';

/** Every job the worker knows, by name (the names and payloads are declared in payloads.ts). */
export const JOB_HANDLERS: JobHandlers = {
  deliverMessage: deliverMessageJob,
  whatsAppFallback: whatsAppFallbackJob,
  processOptout: processOptoutJob,
  requestReversePostage: requestReversePostageJob,
  purgeRetention: purgeRetentionJob,
  dispatchNotification: dispatchNotificationJob,
  releaseRejectionNotice: releaseRejectionNoticeJob,
  recheckCouncil: recheckCouncilJob,
};
