import { and, desc, eq, gte, isNotNull, lt, type SQLWrapper } from 'drizzle-orm';
import type { AuditAction, AuditSortColumn } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { countAll, paged, searchAny, sortedBy, type SortedPageQuery } from '../../lib/paging.ts';

export interface AuditFilter extends SortedPageQuery<AuditSortColumn> {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  /** Entries at or after this instant. */
  since?: Date | undefined;
  /** Entries before this instant. */
  until?: Date | undefined;
}

const auditColumns = {
  id: auditLog.id, at: auditLog.at, actorId: auditLog.actorId, action: auditLog.action, entity: auditLog.entity,
  entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after, ip: auditLog.ip,
};

const SORT: Record<AuditSortColumn, SQLWrapper> = {
  at: auditLog.at, actor: users.name, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId,
};

/** One page of the trail (newest first unless sorted) with the actor's name; the search matches action or entity. */
export function listAuditEntries(db: DbOrTx, f: AuditFilter) {
  const where = and(
    searchAny(f.filter, [auditLog.action, auditLog.entity]),
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.since === undefined ? undefined : gte(auditLog.at, f.since),
    f.until === undefined ? undefined : lt(auditLog.at, f.until),
  );
  return paged(
    db.select({ ...auditColumns, actorName: users.name }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where).orderBy(...sortedBy(SORT, f, auditLog.id, [desc(auditLog.id)])).limit(f.take).offset(f.skip),
    db.select({ total: countAll() }).from(auditLog).where(where),
  );
}

/** Everyone who appears as an author in the trail, by name. */
export const listAuditActors = (db: DbOrTx) =>
  db.selectDistinct({ id: users.id, name: users.name }).from(auditLog).innerJoin(users, eq(users.id, auditLog.actorId))
    .where(isNotNull(auditLog.actorId)).orderBy(users.name, users.id);

