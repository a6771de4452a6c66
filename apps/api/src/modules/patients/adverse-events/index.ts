/** The adverse-events module as other modules see it. */
export { adverseEventsRoutes } from './adverse-events.routes.ts';
/** Read-only access to the reports for the pharmacovigilance area (decision 0087). */
export {
  findReportByProtocol, findReportsByProtocols, listReports, listReportsAfter, type AdverseEventReport,
} from './adverse-event-reads.repository.ts';
