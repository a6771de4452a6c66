import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '../../http/route.ts';
import * as service from './outbox.service.ts';

const { outbox } = contract;

/**
 * `GET /dev/outbox` for the web's development page. Registered only where the outbox is on
 * (config.onboarding.devOutbox), so production has no such route at all.
 */
export function outboxRoutes(app: FastifyInstance): void {
  if (!app.deps.config.onboarding.devOutbox) return;
  route(app, outbox.list, ({ deps, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.listRecentMessages(deps, query.take);
  });
}
