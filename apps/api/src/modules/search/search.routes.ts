import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '../../http/route.ts';
import * as service from './search.service.ts';

const { search } = contract;

/** Typing debounced at 500 ms stays far below; a script walking names or CPFs does not. */
export const SEARCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The top bar's global search. The term (a name, a CPF) travels in the body, never in the URL or a log. */
export function searchRoutes(app: FastifyInstance): void {
  route(app, search.global, ({ deps, ctx, body, reply }) => {
    // Patients' names: personal data, never kept by a cache.
    reply.header('cache-control', 'no-store');
    return service.globalSearch(deps, ctx, body.term, body.programId);
  }, { config: { rateLimit: SEARCH_RATE_LIMIT } });
}
