import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorSchema } from '@portal/domain';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', {
    config: { access: { public: true } },
    schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: errorSchema } },
  }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ statusCode: 503, code: 'unavailable', message: 'database unavailable' });
    }
    return { status: 'ok' as const, database: app.database.kind };
  });
};
