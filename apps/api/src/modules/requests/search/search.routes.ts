import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { perUserRateLimit } from '#platform/plugins/rate-limit.ts';
import * as service from './search.service.ts';

const { search } = contract;

/**
 * The top bar's global search. The term (a name, a CPF) travels in the body, never in the URL or a log.
 * SEARCH_RATE_LIMIT_PER_MINUTE (60) per signed-in user: typing debounced at 500 ms stays far below;
 * a script walking names or CPFs does not, and a clinic's doctors behind one address do not share it.
 * A read, although a POST: it only adds audit entries, which no micro-cache holds (as the lists' reads
 * do), so it keeps every process's caches (decision 0058).
 */
export function searchRoutes(app: FastifyInstance): void {
  route(app, search.global, ({ deps, ctx, body, reply }) => {
    // Patients' names: personal data, never kept by a browser's or a proxy's cache.
    reply.header('cache-control', 'no-store');
    return service.globalSearch(deps, ctx, body.term, body.programId);
  }, { config: { keepsCaches: true, rateLimit: perUserRateLimit(app.config.searchRateLimitPerMinute) } });
}
