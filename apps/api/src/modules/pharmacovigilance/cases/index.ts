/** The pharmacovigilance cases as the rest of the area sees them. */
export { casesRoutes } from './cases.routes.ts';
export { loadCase, recordCaseRead, type LoadedCase } from './cases.service.ts';
export { casesByMessageIds, insertAck, insertExports, latestVersions } from './cases.repository.ts';
export { initialsOf } from './prefill.ts';
