import type { AuditAction, AuditEntity } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client.ts';
import { renderedOnce } from '#db/rendered-once.ts';
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

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** Each column of the trail, with its array's type and each entry's value for it. */
const COLUMNS: ReadonlyArray<readonly [AnyPgColumn, string, (entry: AuditEntry) => unknown]> = [
  [auditLog.actorId, 'int', (e) => e.actorId],
  [auditLog.action, 'text', (e) => e.action],
  [auditLog.entity, 'text', (e) => e.entity],
  [auditLog.entityId, 'text', (e) => (e.entityId == null ? null : String(e.entityId))],
  [auditLog.before, 'jsonb', (e) => json(e.before)],
  [auditLog.after, 'jsonb', (e) => json(e.after)],
  [auditLog.ip, 'text', (e) => e.ip ?? null],
];
const INSERT_INTO = renderedOnce(sql`insert into ${auditLog} (${sql.join(COLUMNS.map(([column]) => sql.identifier(column.name)), sql`, `)})`);

/**
 * The insert of `entries`, also for a statement that writes them with something else: one array
 * parameter per column, whatever their number. A list of rows made the ORM build and check every
 * value (about 75 µs per entry: a batch of searches' reads cost more than the searches), and
 * PostgreSQL parse a new statement for every batch size.
 */
export function auditsInsert(entries: readonly AuditEntry[]): SQL {
  return sql`${INSERT_INTO} select * from unnest(${sql.join(COLUMNS.map(([, type, pick]) => sql`${sql.param(entries.map(pick))}::${sql.raw(type)}[]`), sql`, `)})`;
}
