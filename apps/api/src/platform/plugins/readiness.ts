import type { FastifyInstance } from 'fastify';

/** What this process is doing: only `serving` takes traffic (the database is checked per probe). */
export type Lifecycle = 'starting' | 'serving' | 'draining';

export interface Readiness {
  readonly state: Lifecycle;
  /** server.ts: listening before the migration lock, so probes see why nothing is served yet. */
  starting(): void;
  serving(): void;
  /** SIGTERM: `/api/readyz` answers 503 so the load balancer stops sending new requests. */
  draining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** The one path answered while starting: the probe that says why. */
const READY_PATH = '/api/readyz';

/**
 * The process's lifecycle, read by `/api/readyz`. An app built for tests is serving from the
 * start; server.ts marks it starting until migrations and seed are done. While starting every
 * other request (liveness included) answers 503, so nothing reads tables being migrated and
 * callers that wait for `/api/healthz` still see a seeded portal.
 */
export function registerReadiness(app: FastifyInstance): void {
  let state: Lifecycle = 'serving';
  app.decorate('readiness', {
    get state() { return state; },
    starting() { state = 'starting'; },
    serving() { state = 'serving'; },
    draining() { state = 'draining'; },
  } satisfies Readiness);
  app.addHook('onRequest', (request, reply, done) => {
    if (state !== 'starting' || request.url.split('?')[0] === READY_PATH) return done();
    void reply.status(503).header('retry-after', '1').send({ statusCode: 503, code: 'starting', message: 'starting' });
  });
}
