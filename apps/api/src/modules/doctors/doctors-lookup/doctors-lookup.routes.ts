import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './doctors-lookup.service.ts';

const { doctors } = contract;

/** Public CRM lookup: signup step 0 and /recover-login (contract in @portal/domain/contracts/doctors). */
export function doctorsLookupRoutes(app: FastifyInstance): void {
  route(app, doctors.lookup, ({ deps, params, query, reply }) => {
    // Whether a CRM has an account is personal data: never kept by a cache.
    reply.header('cache-control', 'no-store');
    return service.lookupDoctor(deps, params, query);
  }, { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } });
}
