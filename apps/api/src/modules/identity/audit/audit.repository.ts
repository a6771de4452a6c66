import { and, desc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditSortColumn } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { auditLog, users } from '#db/schema/index.ts';
import { cappedCountOf, pagedCapped, sortedBy, type SortedPageQuery } from '#platform/lib/paging.ts';

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
  const select = () => db.select({ ...auditColumns, actorName: users.name }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId));
  const order = sortedBy(SORT, f, auditLog.id, [desc(auditLog.id)]);
  const rows = f.sort === 'actor'
    ? pageIdsByActor(db, where, f).then((ids) => ids.length === 0 ? [] : select().where(inArray(auditLog.id, ids)).orderBy(...order))
    : select().where(where).orderBy(...order).limit(f.take).offset(f.skip);
  return pagedCapped(
    rows,
    queryRows<{ total: number }>(db, sql`select ${cappedCountOf(sql`select 1 from ${auditLog} where ${where ?? sql`true`}`)} as total`),
  );
}

/**
 * The ids of one page sorted by author name (then id), without sorting the whole trail: within one
 * author the order is the entry's id, so each author (found by the skip scan of `listAuditActors`)
 * gives at most skip + take entries from `audit_log_actor_idx`, the anonymous entries likewise, and
 * only those candidates are sorted. Authors sharing a name still interleave by id, as in the plain
 * sort (docs/decisions/0023-search-plans.md).
 */
async function pageIdsByActor(db: DbOrTx, where: SQL | undefined, f: AuditFilter): Promise<number[]> {
  const dir = f.order === 'desc' ? sql`desc` : sql`asc`;
  const n = f.skip + f.take;
  const matching = where ?? sql`true`;
  const rows = await queryRows<{ id: number | string }>(db, sql`
    with recursive actor(id) as (
      (select actor_id from ${auditLog} where actor_id is not null order by actor_id limit 1)
      union all
      select (select a.actor_id from ${auditLog} a where a.actor_id > actor.id order by a.actor_id limit 1) from actor where actor.id is not null
    ),
    candidate as (
      select e.id, u.name from actor left join ${users} u on u.id = actor.id
       cross join lateral (select ${auditLog.id} as id from ${auditLog} where ${auditLog.actorId} = actor.id and ${matching}
                            order by ${auditLog.id} ${dir} limit ${n}) e
       where actor.id is not null
      union all
      (select ${auditLog.id}, null from ${auditLog} where ${auditLog.actorId} is null and ${matching} order by ${auditLog.id} ${dir} limit ${n})
    )
    select id from candidate order by name ${dir} nulls last, id ${dir} limit ${f.take} offset ${f.skip}`);
  return rows.map((r) => Number(r.id));
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
