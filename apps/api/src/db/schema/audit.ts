import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Append-only audit trail (LGPD art. 37): who did what, when, with before and after values. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: createdAt(),
  /** No foreign key: the trail outlives the rows it speaks of. */
  actorId: integer('actor_id'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
}, (t) => [
  index('audit_log_at_idx').on(t.at),
  index('audit_log_entity_idx').on(t.entity, t.entityId),
  // The screen's author and action filters, newest first; the author index also lists the authors.
  index('audit_log_actor_idx').on(t.actorId, t.id),
  index('audit_log_action_idx').on(t.action, t.id),
]);
