import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './reference-data.service.ts';

const { referenceData } = contract;

/** Reference data of the request forms (contracts in @portal/domain/contracts/reference-data). */
export function referenceDataRoutes(app: FastifyInstance): void {
  route(app, referenceData.pathologies, ({ deps, ctx, params }) => service.listPathologies(deps, ctx, params.programSlug));
  route(app, referenceData.cities, ({ deps, ctx, params }) => service.listCities(deps, ctx, params.state));
}
