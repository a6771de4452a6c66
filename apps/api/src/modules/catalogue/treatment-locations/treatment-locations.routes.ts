import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './treatment-locations.service.ts';

const { treatmentLocations } = contract;

/** Spec §7 "Treatment locations" (contracts in @portal/domain/contracts/treatment-locations). */
export function treatmentLocationsRoutes(app: FastifyInstance): void {
  route(app, treatmentLocations.ofTravelGroup, ({ deps, ctx, params }) => service.listTravelGroupLocations(deps, ctx, params.travelGroupId));
  route(app, treatmentLocations.page, ({ deps, ctx, query }) => service.pageTreatmentLocations(deps, ctx, query));
  route(app, treatmentLocations.get, ({ deps, ctx, params, query }) => service.getTreatmentLocation(deps, ctx, params.id, query.programId));
  route(app, treatmentLocations.create, ({ deps, ctx, body }) => service.createTreatmentLocation(deps, ctx, body));
  route(app, treatmentLocations.update, ({ deps, ctx, params, body }) => service.updateTreatmentLocation(deps, ctx, params.id, body));
  route(app, treatmentLocations.remove, ({ deps, ctx, params }) => service.deleteTreatmentLocation(deps, ctx, params.id));
}
