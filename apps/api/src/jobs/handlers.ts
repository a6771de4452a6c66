import { PROCESS_OPTOUT_JOB } from '../modules/account/account.service.ts';
import { processOptoutJob } from '../modules/account/optout.job.ts';
import { DELIVER_MESSAGE_JOB, deliverMessageJob } from '../modules/outbox/outbox.service.ts';
import type { JobHandlers } from './worker.ts';

/** Every job the worker knows, by name. */
export const JOB_HANDLERS: JobHandlers = {
  [DELIVER_MESSAGE_JOB]: deliverMessageJob,
  [PROCESS_OPTOUT_JOB]: processOptoutJob,
};
