import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '../http/route.ts';
import * as service from './health.service.ts';

const { health } = contract;

/**
 * `GET /healthz` (liveness): 200 with the database kind, or 503 when the database does not answer.
 * `GET /readyz` (readiness): 503 while starting, draining or without the database; 200 otherwise.
 */
export function healthRoutes(app: FastifyInstance): void {
  route(app, health.check, async ({ deps, request, reply }) => {
    const probe = await service.probeDatabase(deps);
    if (!probe.reachable) {
      request.log.error({ err: probe.error }, 'health check: database unreachable');
      return reply.status(503).send({ statusCode: 503, code: 'unavailable', message: 'database unavailable' });
    }
    return { status: 'ok' as const, database: app.database.kind };
  });

  route(app, health.ready, async ({ deps, request, reply }) => {
    const state = app.readiness.state;
    if (state === 'starting' || state === 'draining') return reply.status(503).send({ status: state });
    const probe = await service.probeDatabase(deps);
    if (!probe.reachable) {
      request.log.warn({ err: probe.error }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'databaseUnavailable' });
    }
    return { status: 'ready' as const };
  });
}
