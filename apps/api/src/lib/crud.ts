import type { AuditEntity, ErrorCode } from '@portal/domain';
import type { Db, Tx } from '../db/client.ts';
import { conflict } from './app-error.ts';
import { recordAudit, type Actor } from './audit.ts';
import { isForeignKeyViolation } from './pg-errors.ts';

/** Whose change to which kind of record, for the audit trail. */
export interface AuditTarget { actor: Actor; entity: AuditEntity }

/** Creates a record in one transaction with its audit entry; `insert` returns the record as the API shows it. */
export const auditedCreate = <T extends { id: number }>(db: Db, target: AuditTarget, insert: (tx: Tx) => Promise<T>) =>
  db.transaction(async (tx) => {
    const after = await insert(tx);
    await recordAudit(tx, {
      actorId: target.actor.userId, action: 'create', entity: target.entity, entityId: after.id, after, ip: target.actor.ip,
    });
    return after;
  });

/** Updates record `id` in one transaction with its audit entry; `update` returns the record before and after. */
export const auditedUpdate = <B, A>(
  db: Db, target: AuditTarget & { id: number }, update: (tx: Tx) => Promise<{ before: B; after: A }>,
) =>
  db.transaction(async (tx) => {
    const { before, after } = await update(tx);
    await recordAudit(tx, {
      actorId: target.actor.userId, action: 'update', entity: target.entity, entityId: target.id, before, after, ip: target.actor.ip,
    });
    return after;
  });

/**
 * Deletes record `id` in one transaction with its audit entry; `remove` deletes it and returns it as it was.
 * Records that others still reference are kept by the foreign keys: that refusal answers 409 `linkedCode`.
 */
export async function removeOrRefuse(
  db: Db, target: AuditTarget & { id: number; linkedCode: ErrorCode }, remove: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await remove(tx);
      await recordAudit(tx, {
        actorId: target.actor.userId, action: 'delete', entity: target.entity, entityId: target.id, before, ip: target.actor.ip,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(target.linkedCode);
    throw error;
  }
}
