import type { FastifyPluginAsync } from 'fastify';
import { smartConfigurationRoutes } from '#partners/fhir-clients/index.ts';
import { fhirExportRoutes } from '#partners/fhir-exports/index.ts';

/**
 * The SMART Backend Services discovery and the Bulk Data export under /fhir/R4 (decisions 0083,
 * 0084). Outside /api: the session guard does not run here; each route checks its bearer token
 * or session itself and answers OperationOutcome.
 */
export const registerFhirSmart: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => smartConfigurationRoutes(scope));
  await app.register(async (scope) => fhirExportRoutes(scope));
};
