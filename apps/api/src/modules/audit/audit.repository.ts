import { and, desc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditSortColumn } from '@portal/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { cappedCountOf, pagedCapped, sortedBy, type SortedPageQuery } from '../../lib/paging.ts';

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

/**
 * The search matches part of the action or the entity; both are closed lists, so the term picks
 * their matching values here and the database reads them through its indexes (an `ilike` over
 * every entry cannot use one).
 */
function searchWhere(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const needle = term.toLowerCase();
  const actions = AUDIT_ACTIONS.filter((a) => a.toLowerCase().includes(needle));
  const entities = AUDIT_ENTITIES.filter((e) => e.toLowerCase().includes(needle));
  if (actions.length === 0 && entities.length === 0) return sql`false`;
  return or(
    actions.length ? inArray(auditLog.action, actions) : undefined,
    entities.length ? inArray(auditLog.entity, entities) : undefined,
  );
}

/** One page of the trail (newest first unless sorted) with the actor's name; the total stops at COUNT_CAP. */
export function listAuditEntries(db: DbOrTx, f: AuditFilter) {
  const where = and(
    searchWhere(f.filter),
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.action === undefined ? undefined : eq(auditLog.action, f.action),
    f.since === undefined ? undefined : gte(auditLog.at, f.since),
    f.until === undefined ? undefined : lt(auditLog.at, f.until),
  );
  return pagedCapped(
    db.select({ ...auditColumns, actorName: users.name }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where).orderBy(...sortedBy(SORT, f, auditLog.id, [desc(auditLog.id)])).limit(f.take).offset(f.skip),
    queryRows<{ total: number }>(db, sql`select ${cappedCountOf(sql`select 1 from ${auditLog} where ${where ?? sql`true`}`)} as total`),
  );
}

/**
 * Everyone who appears as an author in the trail, by name: the distinct authors are read by
 * skipping along `audit_log_actor_idx` (one probe per author), not by reading every entry.
 */
export const listAuditActors = (db: DbOrTx) => queryRows<{ id: number; name: string }>(db, sql`
  with recursive actor(id) as (
    (select actor_id from ${auditLog} where actor_id is not null order by actor_id limit 1)
    union all
    select (select a.actor_id from ${auditLog} a where a.actor_id > actor.id order by a.actor_id limit 1) from actor where actor.id is not null
  )
  select u.id, u.name from actor join ${users} u on u.id = actor.id order by u.name, u.id`);
