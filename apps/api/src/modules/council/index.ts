/** The medical council's registration check as other modules see it (decision 0055). */
export {
  approvalRefusal, assertMayOpenRequests, assertRequestersApprovable, checkCouncil, councilOfNewCrm, councilRefusal, keepCouncilOfNewCrm, recordAnswer, statusLabel, type CouncilCheck,
} from './council.service.ts';
export { recheckCouncilJob, scheduleCouncilCheck, COUNCIL_CHECK_INTERVAL_MS } from './council-check.job.ts';
