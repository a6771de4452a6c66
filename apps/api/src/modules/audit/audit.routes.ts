import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pageOf, pageQuerySchema } from '@portal/domain';
import { auditLog, users } from '../../db/schema/index.ts';

const auditEntrySchema = z.object({
  id: z.number(), at: z.date(), actorId: z.number().nullable(), actorName: z.string().nullable(), action: z.string(), entity: z.string(),
  entityId: z.string().nullable(), before: z.unknown(), after: z.unknown(), ip: z.string().nullable(),
});

/** The audit trail, newest first, for system administrators only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit', {
    config: { access: { routes: ['audit'] } },
    schema: { tags: ['audit'], querystring: pageQuerySchema, response: { 200: pageOf(auditEntrySchema) } },
  }, async (request) => {
    const { skip, take, filter } = request.query;
    const where = filter ? sql`${auditLog.action} ilike ${`%${filter}%`} or ${auditLog.entity} ilike ${`%${filter}%`}` : undefined;
    const [data, [count]] = await Promise.all([
      app.db.select({ ...getTableColumns(auditLog), actorName: users.name }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where).orderBy(desc(auditLog.id)).limit(take).offset(skip),
      app.db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
    ]);
    return { data, total: count?.total ?? 0 };
  });
};
