import type { FastifyInstance } from 'fastify';
import { clearAllCaches } from '../lib/micro-cache.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Any request that may write clears every micro-cache, before its answer leaves the server. */
export function registerCacheInvalidation(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) clearAllCaches();
    done(null, payload);
  });
}
