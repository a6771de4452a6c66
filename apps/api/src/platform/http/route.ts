import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { successStatus, type Endpoint, type HandlerInput, type SuccessInput } from '@portal/domain/contracts';
import { requestContext, type RequestContext } from '../context/request-context.ts';
import type { Deps } from '../context/deps.ts';
import { AppError } from '../lib/app-error.ts';
import { listSortHook } from './list-sort.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (the contract coverage test reads it). */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Public endpoints may be called with or without a session. */
type ContextFor<E extends Endpoint> = E['access'] extends { public: true } ? RequestContext | null : RequestContext;

export interface HandlerArgs<E extends Endpoint> extends HandlerInput<E> {
  ctx: ContextFor<E>;
  deps: Deps;
  /** For what only HTTP knows: cookies, headers, streams. Services never see these. */
  request: FastifyRequest;
  reply: FastifyReply;
}

type Result<E extends Endpoint> = SuccessInput<E> | FastifyReply;
export type Handler<E extends Endpoint> = (args: HandlerArgs<E>) => Result<E> | Promise<Result<E>>;

/** Server-only route options a contract does not carry (rate limits, upload size). */
export interface RouteOptions {
  config?: { rateLimit?: unknown; keepsCaches?: boolean };
  bodyLimit?: number;
}

/**
 * Registers the route of one contract endpoint: its schemas validate and serialise (and feed the
 * OpenAPI document), its access rule feeds the guard, and the handler's answer goes out with the
 * endpoint's success status.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>, options: RouteOptions = {}): void {
  const status = successStatus(endpoint);
  const sortHook = listSortHook(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(sortHook ? { preValidation: sortHook } : {}),
    config: { ...options.config, access: endpoint.access, endpoint } as never,
    schema: {
      tags: [...endpoint.tags],
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.responses ? { response: endpoint.responses } : {}),
    },
    handler: async (request, reply) => {
      const ctx = request.auth ? requestContext(request.auth, request.ip) : null;
      if (!ctx && !('public' in endpoint.access)) throw new AppError('unauthorized', 401);
      const result = await handler({
        params: request.params, query: request.query, body: request.body,
        ctx, deps: app.deps, request, reply,
      } as HandlerArgs<E>);
      // A handler that sent its own answer returns the reply, which is a thenable: awaited, it is not
      // `reply` any more. A stream the client dropped midway never ends (`sent` stays false), but its
      // headers went out: answering again would write them twice.
      if (result === reply || reply.sent || reply.raw.headersSent) return reply;
      if (status === 204) return reply.status(204).send(endpoint.responses?.[204] ? null : undefined);
      return reply.status(status).send(result);
    },
  });
}
