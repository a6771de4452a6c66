import type { FastifyPluginAsync } from 'fastify';
import { clientsRoutes } from './clients/clients.routes.ts';
import { followupsRoutes } from './followups/followups.routes.ts';
import { presentationsRoutes } from './presentations/presentations.routes.ts';
import { productsRoutes } from './products/products.routes.ts';
import { programFilesRoutes } from './program-files/program-files.routes.ts';
import { programsRoutes } from './programs/programs.routes.ts';
import { treatmentLocationsRoutes } from './treatment-locations/treatment-locations.routes.ts';

/** The administration catalogue: clients, programmes, products, presentations, follow-ups, locations, files. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(clientsRoutes);
  await app.register(programsRoutes);
  await app.register(productsRoutes);
  await app.register(presentationsRoutes);
  await app.register(followupsRoutes);
  await app.register(treatmentLocationsRoutes);
  await app.register(programFilesRoutes);
};
