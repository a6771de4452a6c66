import { processOptoutJob } from '#identity/account/index.ts';
import { deliverMessageJob, whatsAppFallbackJob } from '#messaging/outbox/index.ts';
import { dispatchNotificationJob } from '#messaging/notifications/index.ts';
import { requestReversePostageJob } from '#requests/procedure-requests/index.ts';
import { checkImportedDoctorsJob, recheckCouncilJob } from '#doctors/council/index.ts';
import { releaseRejectionNoticeJob } from '#requests/procedures/index.ts';
import { purgeRetentionJob } from '#platform/jobs/retention.ts';
import { fhirExportJob } from '#partners/fhir-exports/index.ts';
import type { JobHandlers } from '#platform/jobs/worker.ts';

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
  checkImportedDoctors: checkImportedDoctorsJob,
  fhirExport: fhirExportJob,
};
