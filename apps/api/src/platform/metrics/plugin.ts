import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpDuration, rateLimited, registry, startDefaultMetrics } from './metrics.ts';
import { setScrapeSource } from './scrape-sources.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of `Authorization: Bearer <METRICS_TOKEN>` (digests, so the lengths leak nothing either). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The route pattern a request matched (`/api/users/:id`), never its URL, whose ids would multiply
 * the series. The web's files are one route each (named by the build's hashes), so they are one label.
 */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  return route.startsWith('/api/') || route === '/metrics' ? route : 'web';
}

/** `onExceeded` of @fastify/rate-limit: a 429 from a route's limit. */
export const countRateLimited = (request: FastifyRequest): void => {
  rateLimited.inc({ route: routeOf(request) });
};

/** The text Prometheus scrapes, and its content type. */
export async function scrape(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/**
 * Metrics (decision 0046). They are on when somewhere serves them: METRICS_PORT (a separate
 * server, see serve.ts) or METRICS_TOKEN (GET /metrics on this port with that bearer token). With
 * neither, no request is timed and `/metrics` here answers 404 like any unknown path — also when
 * the token is missing or wrong, so the public port never tells that metrics exist.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { token, port } = app.config.metrics;
  const detach = setScrapeSource({ database: app.database, db: app.db, now: () => app.deps.now() });
  app.addHook('onClose', async () => { detach(); });
  if (token || port !== undefined) {
    startDefaultMetrics();
    app.addHook('onResponse', (request, reply: FastifyReply, done) => {
      httpDuration.observe({ method: request.method, route: routeOf(request), status_code: reply.statusCode }, reply.elapsedTime / 1000);
      done();
    });
  }
  // Registered whatever the settings: the web's fallback would otherwise answer /metrics with index.html.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token || !bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
    const { contentType, body } = await scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
