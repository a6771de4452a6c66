import { z } from '../schemas/zod-config.ts';
import { errorSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Why a process does or does not take traffic: `starting` while it waits for the migration lock,
 * migrates and seeds; `draining` from SIGTERM until it closes; `databaseUnavailable` while the
 * database does not answer.
 */
export const notReadySchema = z.object({ status: z.enum(['starting', 'draining', 'databaseUnavailable']) });
export type NotReady = z.infer<typeof notReadySchema>['status'];

/** Operations: the probes a load balancer or orchestrator polls. */
export const healthContract = {
  /** Liveness: 200 with the database kind, 503 when the database does not answer. */
  check: endpoint({
    method: 'GET', path: '/healthz', access: { public: true }, tags: ['operations'],
    responses: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: errorSchema },
  }),
  /** Readiness: 200 when this process should get traffic, 503 (with the reason) otherwise. */
  ready: endpoint({
    method: 'GET', path: '/readyz', access: { public: true }, tags: ['operations'],
    responses: {
      200: z.object({ status: z.literal('ready') }),
      503: notReadySchema,
    },
  }),
};
