import type { FastifyInstance } from 'fastify';
import { aidsRoutes } from './aids/index.ts';
import { examGroupsRoutes } from './exam-groups/index.ts';
import { fieldConfigsRoutes } from './field-configs/index.ts';
import { institutionsRoutes } from './institutions/index.ts';
import { patientProceduresRoutes } from './patient-procedures/index.ts';
import { referenceDataRoutes } from './reference-data/index.ts';
import { suppliesRoutes } from './supplies/index.ts';
import { travelGroupsRoutes } from './travel-groups/index.ts';

/** Programme configuration: what doctors can request, and the reference data the request forms read. */
export async function programConfigRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => institutionsRoutes(scope));
  await app.register(async (scope) => examGroupsRoutes(scope));
  await app.register(async (scope) => suppliesRoutes(scope));
  await app.register(async (scope) => travelGroupsRoutes(scope));
  await app.register(async (scope) => aidsRoutes(scope));
  await app.register(async (scope) => patientProceduresRoutes(scope));
  await app.register(async (scope) => fieldConfigsRoutes(scope));
  await app.register(async (scope) => referenceDataRoutes(scope));
}
