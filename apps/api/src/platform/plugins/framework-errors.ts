import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { body } from './errors.ts';

/**
 * The errors Fastify's router answers before any route or hook runs (its `frameworkErrors`
 * option), in the portal's error shape instead of Fastify's own (decision 0066): a path parameter
 * longer than the router's `maxParamLength` is 414 `uriTooLong`, a path that does not decode
 * (`%zz`) is 400 `badRequest`. Anything else the router throws is a 500 whose details stay in the log.
 */
/** The router's limit on one path parameter (Fastify's default, stated so the document can say it). */
export const MAX_PATH_PARAM_LENGTH = 100;

/** Whether a path has a segment past the router's limit: such a path matches no route's parameter, only catch-alls. */
export const hasOverlongSegment = (url: string): boolean =>
  (url.split('?', 1)[0] ?? '').split('/').some((segment) => segment.length > MAX_PATH_PARAM_LENGTH);

const ROUTER_CODES: Record<string, [number, string]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uriTooLong'],
  FST_ERR_BAD_URL: [400, 'badRequest'],
};

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const mapped = ROUTER_CODES[error.code];
  if (!mapped) request.log.error({ err: error }, 'router error');
  const [status, code] = mapped ?? [500, 'generic'];
  void reply.status(status).send(body(status, code));
}
