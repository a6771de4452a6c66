import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './password-links.service.ts';

const { passwordLinks } = contract;

/** The public half of the password links: asking for a reset, and setting a password from a link. */
export function passwordLinksRoutes(app: FastifyInstance): void {
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
  route(app, passwordLinks.requestReset, ({ deps, body, request }) => service.requestPasswordReset(deps, body.email, request.ip, body.program), perMinute(5));
  route(app, passwordLinks.setPassword, ({ deps, body, request }) => service.setPassword(deps, body, request.ip), perMinute(10));
}
