import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request refusal (decision 0022). A state-changing /api request is refused when the
 * browser says it came from another site or origin: `Sec-Fetch-Site` other than `same-origin` or
 * `none` (a typed URL or bookmark), or, when that header is absent (older browsers), an `Origin`
 * other than the portal's own (PUBLIC_URL, or the Host the request was sent to). `same-site` is
 * refused too: another port or subdomain of the same site is not the portal. Requests with neither
 * header come from non-browser clients (scripts, the bench, integrations), which hold no victim's
 * cookie, so they pass; a browser always sends one of the two on a cross-origin POST.
 */
export function isCrossSiteRequest(headers: { 'sec-fetch-site'?: string | string[]; origin?: string | string[] }, ownOrigins: readonly string[]): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  return !ownOrigins.includes(origin.toLowerCase());
}

/** The path as the router reads it: percent-decoded, without the query (undefined when malformed). */
function decodedPath(url: string): string | undefined {
  const path = url.split('?', 1)[0]!;
  try { return decodeURIComponent(path); } catch { return undefined; }
}

/**
 * Whether a request is for the API, decided as the router decided it: by the route it matched
 * (`/%61pi/logout` matches `/api/logout`), or, for the web's catch-all and unmatched paths, by the
 * decoded path. The raw URL would let an encoded path pass for a page. The FHIR base (`/fhir/…`)
 * is an API too: no page is served there, and its answers are not stored by caches.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const matched = request.routeOptions.url;
  const path = matched && matched !== '/*' ? matched : decodedPath(request.url) ?? request.url;
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/fhir/');
}

/**
 * The headers helmet sets for these options, computed once. Helmet's headers do not depend on
 * the request, but `@fastify/helmet` rebuilt the middleware (and re-parsed the CSP) on every
 * request: a tenth of the CPU of `GET /api/user` (decision 0027).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers.set(name.toLowerCase(), String(value)); },
    removeHeader: (name: string) => { headers.delete(name.toLowerCase()); },
  };
  let failed: Error | undefined;
  helmet(options)(Object.create(null) as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => { failed = err instanceof Error ? err : err === undefined ? undefined : new Error("helmet failed"); });
  if (failed) throw failed;
  return Object.fromEntries(headers);
}

/** Security headers (ENGINEERING §6): strict CSP with no framing, HSTS in production, no-store on the API. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: app.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin.toLowerCase() : undefined;
  // One synchronous hook for every request: the headers, and the cross-site check of every write
  // (whatever its path: only the API takes writes, and a path can be spelt many ways).
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiRequest(request);
    reply.headers(api && !request.routeOptions.url?.startsWith('/api/docs') ? apiHeaders : headers);
    if (SAFE_METHODS.has(request.method)) return done();
    const own = [`${request.protocol}://${request.host}`.toLowerCase(), ...(publicOrigin ? [publicOrigin] : [])];
    if (isCrossSiteRequest(request.headers, own)) {
      request.log.warn({ route: request.routeOptions.url, origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site request refused');
      return done(new AppError('crossSiteRequest', 403));
    }
    done();
  });
}
