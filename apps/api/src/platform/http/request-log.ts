import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when the answer is, instead of Fastify's pair ("incoming
 * request", "request completed"). The request's logger adds `reqId` — the id the integrations'
 * calls send as X-Request-Id. Only the path is logged: query strings carry personal data
 * (decision 0022). Fastify's other lines (errors, 404s) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Said once, by requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
