import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './pharmacies.service.ts';

const { pharmacies } = contract;

/** Spec §5 Pharmacy search and the place autocomplete: public, rate-limited per IP. */
export function pharmaciesRoutes(app: FastifyInstance): void {
  const limited = { config: { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } } };
  route(app, pharmacies.accredited, ({ deps, params, query }) => service.findAccredited(deps, params.code, query), limited);
  route(app, pharmacies.placeAutocomplete, ({ deps, query }) => service.autocompletePlaces(deps, query.input), limited);
  route(app, pharmacies.mapConfig, ({ deps }) => deps.config.map);
  route(app, pharmacies.placeDetails, ({ deps, params }) => service.placeDetails(deps, params.placeId), limited);
}
