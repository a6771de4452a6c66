/** The medical council's registration check as other modules see it (decisions 0055, 0060, 0065). */
export {
  approvalRefusal, assertMayOpenRequests, assertRequestersApprovable, checkCouncil, councilOfNewCrm, councilRefusal, keepCouncilOfNewCrm, recordAnswer, statusLabel, type CouncilCheck,
} from './council.service.ts';
export { withdrawApprovalUnlessConfirmed } from './new-crm-approval.ts';
export { recheckCouncilJob, scheduleCouncilCheck, COUNCIL_CHECK_INTERVAL_MS } from './council-check.job.ts';
export { checkImportedDoctorsJob, queueImportedCheck } from './imported-check.job.ts';
