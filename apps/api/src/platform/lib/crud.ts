import type { AuditEntity, ErrorCode } from '@portal/domain';
import type { Deps } from '../context/deps.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { Tx } from '#db/client.ts';
import { conflict } from './app-error.ts';
import { recordAudit } from './audit.ts';
import { isForeignKeyViolation } from './pg-errors.ts';

/** Which record a write changes, for the audit trail. */
export interface AuditTarget { entity: AuditEntity; id: number }

/** Creates a record in one transaction with its audit entry; `insert` returns the record as the API shows it. */
export const auditedCreate = <T extends { id: number }>(
  { db }: Deps, { actor }: RequestContext, entity: AuditEntity, insert: (tx: Tx) => Promise<T>,
) =>
  db.transaction(async (tx) => {
    const after = await insert(tx);
    await recordAudit(tx, { actorId: actor.userId, action: 'create', entity, entityId: after.id, after, ip: actor.ip });
    return after;
  });

/** Updates a record in one transaction with its audit entry; `update` returns the record before and after. */
export const auditedUpdate = <A>(
  { db }: Deps, { actor }: RequestContext, target: AuditTarget, update: (tx: Tx) => Promise<{ before: unknown; after: A }>,
) =>
  db.transaction(async (tx) => {
    const { before, after } = await update(tx);
    await recordAudit(tx, {
      actorId: actor.userId, action: 'update', entity: target.entity, entityId: target.id, before, after, ip: actor.ip,
    });
    return after;
  });

/**
 * Deletes a record in one transaction with its audit entry; `remove` deletes it and returns it as it was.
 * Records that others still reference are kept by the foreign keys: that refusal answers 409 `linkedCode`.
 */
export async function removeOrRefuse(
  { db }: Deps, { actor }: RequestContext, target: AuditTarget & { linkedCode: ErrorCode }, remove: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await remove(tx);
      await recordAudit(tx, {
        actorId: actor.userId, action: 'delete', entity: target.entity, entityId: target.id, before, ip: actor.ip,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(target.linkedCode);
    throw error;
  }
}
