import type { FastifyInstance } from 'fastify';
import { clientsRoutes } from './clients/index.ts';
import { followupsRoutes } from './followups/index.ts';
import { presentationsRoutes } from './presentations/index.ts';
import { productsRoutes } from './products/index.ts';
import { programFilesRoutes } from './program-files/index.ts';
import { programsRoutes } from './programs/index.ts';
import { treatmentLocationsRoutes } from './treatment-locations/index.ts';

/** The administration catalogue: clients, programmes, products, presentations, follow-ups, locations, files. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => clientsRoutes(scope));
  await app.register(async (scope) => programsRoutes(scope));
  await app.register(async (scope) => productsRoutes(scope));
  await app.register(async (scope) => presentationsRoutes(scope));
  await app.register(async (scope) => followupsRoutes(scope));
  await app.register(async (scope) => treatmentLocationsRoutes(scope));
  // Its own scope: it registers the multipart parser for its uploads.
  await app.register(async (scope) => programFilesRoutes(scope));
}
