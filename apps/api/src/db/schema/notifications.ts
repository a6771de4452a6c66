import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationFact, NotificationKind } from '@portal/domain';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { procedures } from './procedures.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/**
 * One status change told to one person (decision 0050): the bell lists these, and the dispatch job
 * sends each on the person's channels once (`dispatched_at`), so any process may run it.
 */
export const notifications = pgTable('notifications', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  procedureId: integer('procedure_id').references(() => procedures.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<NotificationKind>().notNull(),
  data: jsonb('data').$type<NotificationFact['data']>().notNull(),
  createdAt: createdAt(),
  readAt: timestampTz('read_at'),
  /** When the dispatch job queued its messages (null: not yet). */
  dispatchedAt: timestampTz('dispatched_at'),
}, (t) => [
  index('notifications_user_program_idx').on(t.userId, t.programId, t.id),
  index('notifications_unread_idx').on(t.userId, t.programId).where(sql`${t.readAt} is null`),
  index('notifications_procedure_idx').on(t.procedureId),
]);

/**
 * A person's choice per channel; no row means the channel's default (`NOTIFICATION_CHANNEL_DEFAULTS`).
 * Read by the dispatch job before every message, so a change applies to the next one.
 */
export const notificationChannelChoices = pgTable('notification_channel_choices', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel').$type<NotificationChannel>().notNull(),
  enabled: boolean('enabled').notNull(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.channel] })]);
