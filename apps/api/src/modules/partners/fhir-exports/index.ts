/**
 * Bulk Data export (decision 0084): the kick-off, status and file routes under /fhir/R4, the job
 * that writes the NDJSON files, and the administrators' list. The resources come from
 * `streamFhirResources` (resource-source.ts, to be replaced by the read API's); who partners may
 * receive is `sharesWithPartners` (partner-sharing.repository.ts).
 */
export { fhirExportRoutes, fhirExportsAdminRoutes } from './fhir-exports.routes.ts';
export { fhirExportJob } from './fhir-export.job.ts';
export { sharesWithPartners } from './partner-sharing.repository.ts';
