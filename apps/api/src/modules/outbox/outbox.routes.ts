import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@portal/domain';
import { listRecent } from './outbox.repository.ts';

/**
 * `GET /dev/outbox`: the latest SMS and e-mails, for the web's development page. Registered only
 * outside production (config.onboarding.devOutbox), so production has no such route at all.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.onboarding.devOutbox) return;
  app.get('/dev/outbox', {
    config: { access: { public: true } },
    schema: {
      tags: ['development'],
      querystring: z.object({ take: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: z.array(outboxMessageSchema) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await listRecent(app.db, request.query.take);
    return rows.map((m) => ({
      id: m.id, channel: m.channel, destination: m.destination, subject: m.subject, body: m.body, status: m.status,
      createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null,
    }));
  });
};
