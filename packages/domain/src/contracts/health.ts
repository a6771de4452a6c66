import { z } from '../schemas/zod-config.ts';
import { errorSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/** Operations: the probe a load balancer polls; 503 when the database does not answer. */
export const healthContract = {
  check: endpoint({
    method: 'GET', path: '/healthz', access: { public: true }, tags: ['operations'],
    responses: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: errorSchema },
  }),
};
