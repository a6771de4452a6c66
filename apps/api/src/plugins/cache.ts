import type { FastifyInstance } from 'fastify';
import { clearAllCaches } from '../lib/micro-cache.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes nothing any micro-cache holds, or evicts what it changed itself (sign-in
     * creates a new session; sign-out forgets its own): other requests' cached answers stay.
     */
    keepsCaches?: boolean;
  }
}

/** Any request that may write clears every micro-cache, before its answer leaves the server. */
export function registerCacheInvalidation(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method) && request.routeOptions.config.keepsCaches !== true) clearAllCaches();
    done(null, payload);
  });
}
