import { z } from '../schemas/zod-config.ts';
import { outboxMessageSchema } from '../schemas/dev-outbox.ts';
import { endpoint } from './endpoint.ts';

/**
 * Development only: the latest SMS and e-mails the offline providers kept. The API registers the
 * route only where the outbox is on (never in production), so there it answers 404.
 */
export const outboxContract = {
  list: endpoint({
    method: 'GET', path: '/dev/outbox', access: { public: true }, tags: ['development'],
    query: z.object({ take: z.coerce.number().int().min(1).max(200).default(50) }),
    responses: { 200: z.array(outboxMessageSchema) },
  }),
};
