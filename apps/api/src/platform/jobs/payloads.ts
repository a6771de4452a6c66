import type { ConsentSubject, NotificationJobPayloads } from '@portal/domain';

/**
 * Every job the queue runs, by name, with its payload: declared once, so `enqueue` (the producer)
 * and the handler table (the consumer) cannot disagree on a name or a payload's shape.
 */
export interface JobPayloads extends NotificationJobPayloads {
  /** Deliver one PENDING outbound message through the configured provider. */
  deliverMessage: { messageId: number };
  /**
   * Send a WhatsApp message's text by SMS unless it was delivered meanwhile (once per message), if
   * the person's consent to SMS (`consentOf`) still stands then (decision 0057; absent on jobs
   * queued before it: the message's user, else as decided when queued).
   */
  whatsAppFallback: { messageId: number; consentOf?: ConsentSubject | undefined };
  /**
   * Tell the requester of a rejection once its undo window has passed, if the request is still
   * rejected by that decision (`decidedAt`, the ISO stamp of the decision; decision 0057).
   */
  releaseRejectionNotice: { procedureId: number; decidedAt: string };
  /** Anonymise the person of an opt-out request. */
  processOptout: { requestId: number };
  /** Ask the logistics service for a CORREIOS request's reverse-postage code and store it. */
  requestReversePostage: { procedureId: number };
  /** Daily: delete finished jobs and old password links, blank old message bodies; schedules the next run. */
  purgeRetention: Record<string, never>;
  /** Daily, in batches: re-check the doctors after `afterId` with the medical council; queues the next batch or tomorrow's run. */
  recheckCouncil: { afterId: number };
  /** Ask the medical council about rows a doctors spreadsheet imported (the registry ids), keeping each status. */
  checkImportedDoctors: { registryIds: number[] };
  /** Write one FHIR Bulk Data export's NDJSON files (decision 0084); runs once, a failure is reported in its manifest. */
  fhirExport: { exportId: string };
}

export type JobName = keyof JobPayloads;
