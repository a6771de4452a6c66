import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasOverlongSegment, MAX_PATH_PARAM_LENGTH } from '#platform/plugins/framework-errors.ts';
import { requestContext } from '#platform/context/request-context.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { sessionOf } from '#platform/plugins/auth.ts';
import { clientAccess, noBearerClients, sessionAccess, type FhirAccess, type FhirBearerResolver } from './access.ts';
import { capabilityStatement } from './capability.ts';
import { readResource, searchResources } from './fhir.service.ts';
import { FhirError, operationOutcome } from './outcome.ts';
import { OWN_PROFILES } from './profiles/index.ts';
import { FHIR_RESOURCE_TYPES } from './resources/types.ts';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

export interface FhirRoutesOptions {
  /** Verifies a SMART access token (the backend clients' module fulfils it); by default no token is a client's. */
  resolveBearer?: FhirBearerResolver | undefined;
  /** The server's version, for the CapabilityStatement. */
  version?: string | undefined;
  /** The SMART token endpoint the CapabilityStatement names (the backend clients' module serves it). */
  tokenUrl?: string | undefined;
}

/** The FHIR base the links and `fullUrl`s name: the configured public address, else the request's own. */
const baseOf = (app: FastifyInstance, request: FastifyRequest): string =>
  `${(app.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '')}/fhir/R4`;

const unauthorized = () => new FhirError(401, 'login', 'Sign in to the portal, or send a SMART Backend Services access token (Authorization: Bearer)');

/**
 * `/fhir/R4`, read-only: the CapabilityStatement, the portal's profiles, and read and search of
 * each type it serves. Registered with `{ prefix: '/fhir/R4' }`; one route per type and
 * interaction — no catch-all — so the SMART discovery document beside it is served by its own
 * module. Every error is an OperationOutcome.
 */
export async function fhirRoutes(app: FastifyInstance, options: FhirRoutesOptions = {}): Promise<void> {
  const resolveBearer = options.resolveBearer ?? noBearerClients;
  const started = new Date().toISOString();

  /** The reader: a live portal session first (cookie or bearer), else a backend client's token. */
  async function accessOf(request: FastifyRequest): Promise<FhirAccess> {
    const auth = await sessionOf(app, request);
    if (auth) {
      if (!auth.approved) throw new FhirError(403, 'forbidden', 'The account awaits approval');
      if (auth.policiesPending) throw new FhirError(403, 'forbidden', 'The account must accept the usage policies first');
      return sessionAccess(requestContext(auth, request.ip));
    }
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const grant = token ? await resolveBearer(token) : null;
    if (!grant) throw unauthorized();
    return clientAccess(grant);
  }

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let status = 500;
    let code: ConstructorParameters<typeof FhirError>[1] = 'exception';
    let diagnostics = 'The server could not answer';
    if (error instanceof FhirError) ({ statusCode: status, issueType: code, diagnostics } = error);
    else if (error instanceof AppError && error.statusCode < 500) {
      status = error.statusCode;
      code = status === 404 ? 'not-found' : status === 403 ? 'forbidden' : status === 401 ? 'login' : 'invalid';
      diagnostics = error.code;
    } else {
      const statusCode = (error as { statusCode?: number }).statusCode;
      if (statusCode && statusCode >= 400 && statusCode < 500) { status = statusCode; code = 'invalid'; diagnostics = 'The request is not valid'; }
      else request.log.error({ err: error }, 'FHIR request failed');
    }
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="fhir", error="invalid_token"');
    return reply.status(status).type(FHIR_JSON).send(operationOutcome(status >= 500 ? 'fatal' : 'error', code, diagnostics));
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    // A segment past the router's limit matches no route's parameter: answered as the API does (decision 0066).
    if (hasOverlongSegment(path)) {
      return reply.status(414).type(FHIR_JSON).send(operationOutcome('error', 'too-long', `A path segment is longer than ${MAX_PATH_PARAM_LENGTH} characters`));
    }
    return reply.status(404).type(FHIR_JSON).send(operationOutcome('error', 'not-found', `No ${request.method} ${path} on this FHIR server`));
  };
  app.setNotFoundHandler(notFound);
  // With the web build served, the portal's catch-all (`GET /*`) would answer an unknown FHIR path
  // first; this one is more specific, and a route named under the prefix still wins over both.
  app.get('/*', { schema: { hide: true } }, notFound);

  const json = (reply: FastifyReply, body: unknown) => reply.type(FHIR_JSON).send(JSON.stringify(body));

  app.get('/metadata', { schema: { hide: true } }, (request, reply) =>
    json(reply, capabilityStatement(baseOf(app, request), { version: options.version ?? '0.1.0' }, started, options.tokenUrl)));

  app.get<{ Params: { id: string } }>('/StructureDefinition/:id', { schema: { hide: true } }, (request, reply) => {
    const profile = Object.hasOwn(OWN_PROFILES, request.params.id) ? OWN_PROFILES[request.params.id] : undefined;
    if (!profile) throw new FhirError(404, 'not-found', `StructureDefinition/${request.params.id} is not known`);
    return json(reply, profile);
  });

  for (const type of FHIR_RESOURCE_TYPES) {
    app.get(`/${type}`, { schema: { hide: true } }, async (request, reply) => {
      const access = await accessOf(request);
      const query = request.query as Record<string, string | string[] | undefined>;
      return json(reply, await searchResources(app.deps, access, request.ip, type, query, baseOf(app, request)));
    });
    app.get<{ Params: { id: string } }>(`/${type}/:id`, { schema: { hide: true } }, async (request, reply) => {
      const access = await accessOf(request);
      return json(reply, await readResource(app.deps, access, request.ip, type, request.params.id));
    });
  }
}
