import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '#platform/context/request-context.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read the development outbox (it holds password-reset links and one-time codes): a
 * signed-in system administrator, or a request from this machine (the developer's browser, the
 * browser tests). A request that came through a proxy is not "this machine" even when the proxy
 * is, so one forwarding header is enough to need the administrator.
 */
export function mayReadOutbox(ctx: RequestContext | null, request: FastifyRequest): boolean {
  if (ctx?.userType === 'SYSADMIN') return true;
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.ip) && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
