import type { AuditAction, AuditEntity } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { auditLog } from '#db/schema/index.ts';

/** Who made a change, for the audit trail. */
export interface Actor { userId: number; ip: string }

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Appends to the audit trail; pass the transaction so the record commits or rolls back with the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Several entries in one statement (one round trip, one connection), e.g. each patient a search found. */
export async function recordAudits(db: DbOrTx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(auditsInsert(entries));
}

/**
 * The insert of `entries`, also for a statement that writes them with something else: one array
 * parameter per column, whatever their number. A list of rows made the ORM build and check every
 * value (about 75 µs per entry: a batch of searches' reads cost more than the searches), and
 * PostgreSQL parse a new statement for every batch size.
 */
export function auditsInsert(entries: readonly AuditEntry[]): SQL {
  const column = <T>(pick: (entry: AuditEntry) => T) => sql.param(entries.map(pick));
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
  return sql`insert into ${auditLog} (actor_id, action, entity, entity_id, before, after, ip)
    select * from unnest(${column((e) => e.actorId)}::int[], ${column((e) => e.action)}::text[], ${column((e) => e.entity)}::text[],
      ${column((e) => (e.entityId == null ? null : String(e.entityId)))}::text[], ${column((e) => json(e.before))}::jsonb[],
      ${column((e) => json(e.after))}::jsonb[], ${column((e) => e.ip ?? null)}::text[])`;
}
