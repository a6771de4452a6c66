import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request (or job) a piece of work belongs to, carried by AsyncLocalStorage so an integration's
 * HTTP client can send its id as `X-Request-Id`, and log with it, without every signature passing it.
 */
export interface WorkScope {
  id: string;
  /** The request's (or job's) logger: its lines already carry the id. */
  log: FastifyBaseLogger | undefined;
}

const scopes = new AsyncLocalStorage<WorkScope>();

/** An id a caller (a proxy, another service) may hand us: short, and only characters safe in a header and a log line. */
const ACCEPTED_ID = /^[\w.:@-]{1,64}$/;

/** The caller's `X-Request-Id` when it is acceptable, else a new UUID (Fastify's `genReqId`). */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED_ID.test(header) ? header : randomUUID();
}

export const currentScope = (): WorkScope | undefined => scopes.getStore();

/** Runs `fn` (a job, a script) as the work of `scope`. */
export const runInScope = <T>(scope: WorkScope, fn: () => T): T => scopes.run(scope, fn);

const scopeOf = Symbol('workScope');
type Scoped = FastifyRequest & { [scopeOf]?: WorkScope };

/**
 * Every request runs in its scope, opened in `onRequest`. A body arrives through the socket's
 * stream events, which may run in the connection's context (nodejs/node#34430), so
 * `preValidation` enters the scope again if it was lost, as @fastify/request-context does.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request: Scoped, reply, done) => {
    // Echoed, so a user's report or a proxy's log can name the request.
    reply.header('x-request-id', request.id);
    const scope = { id: request.id, log: request.log };
    request[scopeOf] = scope;
    scopes.run(scope, done);
  });
  app.addHook('preValidation', (request: Scoped, _reply, done) => {
    const scope = request[scopeOf];
    if (scope && scopes.getStore() !== scope) scopes.run(scope, done);
    else done();
  });
}

type FetchHeaders = NonNullable<RequestInit['headers']>;

/** The headers with the current id added as `X-Request-Id` (a plain object stays a plain object). */
function withId(headers: FetchHeaders | undefined, id: string): FetchHeaders {
  if (headers === undefined) return { 'x-request-id': id };
  if (headers instanceof Headers || Array.isArray(headers)) {
    const merged = new Headers(headers);
    if (!merged.has('x-request-id')) merged.set('x-request-id', id);
    return merged;
  }
  return { 'x-request-id': id, ...headers };
}

/**
 * `fetch` for the integrations' HTTP clients: inside a request or a job it sends that work's id as
 * `X-Request-Id`, so the other system's logs can be joined with ours. `doFetch` (a test's fake)
 * defaults to the global `fetch`, looked up at call time.
 */
export function tracedFetch(doFetch?: typeof fetch): typeof fetch {
  return (input, init) => {
    const send = doFetch ?? globalThis.fetch;
    const id = scopes.getStore()?.id;
    if (!id) return send(input, init);
    const headers = init?.headers ?? (input instanceof Request ? input.headers : undefined);
    return send(input, { ...init, headers: withId(headers, id) });
  };
}

/** The global `fetch`, sending the current work's id (for clients that take no `fetch` option). */
export const fetchWithRequestId = tracedFetch();
