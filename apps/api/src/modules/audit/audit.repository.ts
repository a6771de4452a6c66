import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PageQuery } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** One page of the trail, newest first, with the actor's name; the filter matches action or entity. */
export async function listAuditEntries(db: DbOrTx, { skip, take, filter }: PageQuery) {
  const where = filter ? sql`${auditLog.action} ilike ${`%${filter}%`} or ${auditLog.entity} ilike ${`%${filter}%`}` : undefined;
  const [data, [count]] = await Promise.all([
    db.select({ ...getTableColumns(auditLog), actorName: users.name }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where).orderBy(desc(auditLog.id)).limit(take).offset(skip),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { data, total: count?.total ?? 0 };
}
