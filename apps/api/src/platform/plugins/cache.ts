import type { FastifyInstance } from 'fastify';

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

/**
 * Any request that may write clears every micro-cache, here and in every other API process, before
 * its answer leaves the server (decision 0045).
 */
export function registerCacheInvalidation(app: FastifyInstance): void {
  const { caches } = app.deps;
  app.addHook('onSend', (request, _reply, payload, done) => {
    const sent = READS.has(request.method) || request.routeOptions.config.keepsCaches === true ? undefined : caches.clearAll();
    if (sent) void sent.then(() => done(null, payload));
    else done(null, payload);
  });
  app.addHook('onClose', () => caches.close());
}
