import type { AuditAction, AuditEntity } from '@portal/domain';
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
  await db.insert(auditLog).values(entries.map(auditRow));
}

/** An entry as the row it is stored as; also for a statement that writes it with something else. */
export const auditRow = (entry: AuditEntry) => ({
  actorId: entry.actorId,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId == null ? null : String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
  ip: entry.ip ?? null,
});
