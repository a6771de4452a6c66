import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { checkAccess, sessionOf, tokenFrom } from '#platform/plugins/auth.ts';
import { requestContext } from '#platform/context/request-context.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { fhirBearerResolver } from '#partners/fhir-clients/index.ts';
import {
  cancelExport, exportFile, exportStatus, kickOffExport, listFhirExports, statusPath, type ExportRequester, type KickOff,
} from './fhir-exports.service.ts';
import { FHIR_NDJSON, FhirError, sendOutcome } from './operation-outcome.ts';
import { publicLink } from '#platform/lib/public-url.ts';

/** Seconds a client is told to wait before polling again. */
const RETRY_AFTER_SECONDS = 2;

/**
 * A session exports as the administrators' list of exports is declared (decision 0092): the
 * `/fhir-clients` screen's access, which the API guard applies to every /api route.
 */
const SESSION_ACCESS = contract.fhirClients.exports.access;

/**
 * Who calls (decisions 0084, 0092): a backend client's bearer token first, else a session (bearer
 * or cookie) looked up as the guard does and checked against the declared access.
 */
async function requesterOf(app: FastifyInstance, request: FastifyRequest, resolve: ReturnType<typeof fhirBearerResolver>): Promise<ExportRequester> {
  const token = tokenFrom(request);
  if (!token) throw new FhirError(401, 'login', 'an access token is required');
  const grant = await resolve(token);
  if (grant) return { kind: 'client', grant };
  const auth = await sessionOf(app, request);
  if (!auth) throw new FhirError(401, 'login', 'the access token is unknown, expired or revoked');
  try {
    await checkAccess(app, request, auth, SESSION_ACCESS);
  } catch (error) {
    if (error instanceof AppError) throw new FhirError(403, 'forbidden', `the session may not export (${error.code})`);
    throw error;
  }
  const { scope } = requestContext(auth, request.ip);
  return { kind: 'user', userId: auth.userId, programId: scope.programId, allPrograms: scope.allPrograms, ip: request.ip };
}

/** Runs a FHIR handler: a FhirError answers its OperationOutcome. */
const fhir = (app: FastifyInstance, resolve: ReturnType<typeof fhirBearerResolver>,
  handler: (requester: ExportRequester, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(await requesterOf(app, request, resolve), request, reply);
    } catch (error) {
      if (error instanceof FhirError) return sendOutcome(reply, error);
      throw error;
    }
  };

const prefersAsync = (request: FastifyRequest) => /(^|[,;\s])respond-async\b/i.test(String(request.headers.prefer ?? ''));

/** The Bulk Data export under /fhir/R4: kick-off, status, cancel and file download (decision 0084). */
export function fhirExportRoutes(app: FastifyInstance): void {
  const resolve = fhirBearerResolver(app.deps);
  const kickOff = (level: KickOff['level'], groupOf: (request: FastifyRequest) => number | undefined) =>
    fhir(app, resolve, async (requester, request, reply) => {
      if (!prefersAsync(request)) throw new FhirError(400, 'invalid', 'the kick-off needs the header Prefer: respond-async');
      const groupId = groupOf(request);
      const id = await kickOffExport(app.deps, requester, {
        level, groupId, query: request.query as Record<string, unknown>, request: publicLink(app.config, request.url),
      });
      return reply.status(202).header('content-location', publicLink(app.config, statusPath(id))).send();
    });
  const hide = { schema: { hide: true } };

  app.get('/Group/:groupId/$export', hide, kickOff('group', (request) => {
    const raw = (request.params as { groupId: string }).groupId;
    if (!/^\d{1,9}$/.test(raw)) throw new FhirError(404, 'not-found', `Group/${raw} is not known`);
    return Number(raw);
  }));
  app.get('/Patient/$export', hide, kickOff('patient', () => undefined));

  app.get('/$export-status/:id', hide, fhir(app, resolve, async (requester, request, reply) => {
    const status = await exportStatus(app.deps, requester, (request.params as { id: string }).id);
    if (status.state === 'pending') {
      return reply.status(202).header('retry-after', String(RETRY_AFTER_SECONDS)).header('x-progress', status.progress).send();
    }
    if (status.expires) reply.header('expires', status.expires.toUTCString());
    return reply.status(200).type('application/json').send(status.manifest);
  }));
  app.delete('/$export-status/:id', hide, fhir(app, resolve, async (requester, request, reply) => {
    await cancelExport(app.deps, requester, (request.params as { id: string }).id);
    return reply.status(202).send();
  }));
  app.get('/$export-file/:id/:index', hide, fhir(app, resolve, async (requester, request, reply) => {
    const { id, index } = request.params as { id: string; index: string };
    if (!/^\d{1,6}$/.test(index)) throw new FhirError(404, 'not-found', 'no such file');
    const stream = await exportFile(app.deps, requester, id, Number(index));
    return reply.status(200).type(FHIR_NDJSON).header('cache-control', 'no-store').send(stream);
  }));
}

/** The administrators' list of a programme's exports, under /api. */
export function fhirExportsAdminRoutes(app: FastifyInstance): void {
  route(app, contract.fhirClients.exports, ({ deps, ctx, query }) => listFhirExports(deps, ctx, query.programId));
}
