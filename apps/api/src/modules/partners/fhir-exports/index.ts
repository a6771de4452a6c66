/**
 * Bulk Data export (decision 0084): the kick-off, status and file routes under /fhir/R4, the job
 * that writes the NDJSON files, and the administrators' list. The resources, and who partners may
 * receive, are the read API's (`streamFhirResources` with a client's access, decision 0080).
 */
export { fhirExportRoutes, fhirExportsAdminRoutes } from './fhir-exports.routes.ts';
export { fhirExportJob } from './fhir-export.job.ts';
export { fhirExportOpenApi } from './openapi.ts';
