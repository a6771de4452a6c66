import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { AppError } from '#platform/lib/app-error.ts';
import * as service from './outbox.service.ts';
import { mayReadOutbox } from './outbox-access.ts';

const { outbox } = contract;

/**
 * `GET /dev/outbox` for the web's development page. Registered only where the outbox is on
 * (config.onboarding.devOutbox), so production has no such route at all; where it is on, it holds
 * password-reset links and codes, so only a system administrator or this machine reads it.
 */
export function outboxRoutes(app: FastifyInstance): void {
  if (!app.deps.config.onboarding.devOutbox) return;
  route(app, outbox.list, ({ deps, ctx, query, request, reply }) => {
    if (!mayReadOutbox(ctx, request)) throw new AppError('notFound', 404);
    reply.header('cache-control', 'no-store');
    return service.listRecentMessages(deps, query.take);
  });
}
