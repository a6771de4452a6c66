import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationFact, NotificationKind } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { notificationChannelChoices, notifications, users } from '#db/schema/index.ts';

/** The notifications tables; every read of the bell is bounded by the caller's user and programme. */

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationRecord = Omit<NotificationRow, 'kind' | 'data'> & NotificationFact;

/** The row's kind and data were written together from one `NotificationFact`. */
const asRecord = (row: NotificationRow): NotificationRecord => row as NotificationRecord;

export async function insertNotification(
  db: DbOrTx, values: { userId: number; programId: number; procedureId: number | null; fact: NotificationFact; now: Date },
): Promise<number> {
  const [row] = await db.insert(notifications).values({
    userId: values.userId, programId: values.programId, procedureId: values.procedureId,
    kind: values.fact.kind, data: values.fact.data, createdAt: values.now,
  }).returning({ id: notifications.id });
  return row!.id;
}

export interface Owner { userId: number; programId: number }
const owned = (o: Owner) => and(eq(notifications.userId, o.userId), eq(notifications.programId, o.programId));

export async function listLatest(db: DbOrTx, owner: Owner, take: number): Promise<NotificationRecord[]> {
  const rows = await db.select().from(notifications).where(owned(owner)).orderBy(desc(notifications.id)).limit(take);
  return rows.map(asRecord);
}

export async function countUnread(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(owned(owner), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the owner's unread notifications (these ids only, when given) read. */
export async function markRead(db: DbOrTx, owner: Owner, ids: readonly number[] | undefined, now: Date): Promise<void> {
  await db.update(notifications).set({ readAt: now })
    .where(and(owned(owner), isNull(notifications.readAt), ids ? inArray(notifications.id, [...ids]) : undefined));
}

/** The notification for its dispatch, locked so two workers never send it twice. */
export async function lockForDispatch(db: DbOrTx, id: number): Promise<NotificationRecord | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).for('update');
  return row && asRecord(row);
}

/** Whether the request's requester was given a notification of this kind stamped at or after `since`. */
export async function hasRequestNotice(db: DbOrTx, procedureId: number, kind: NotificationKind, since: Date): Promise<boolean> {
  const [row] = await db.select({ id: notifications.id }).from(notifications)
    .where(and(eq(notifications.procedureId, procedureId), eq(notifications.kind, kind), gte(notifications.createdAt, since))).limit(1);
  return row !== undefined;
}

export async function markDispatched(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(notifications).set({ dispatchedAt: now }).where(eq(notifications.id, id));
}

/** What a channel needs to know of a person. */
export interface Recipient { id: number; name: string; email: string; phone: string | null }

export async function findRecipient(db: DbOrTx, userId: number): Promise<Recipient | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function channelChoices(db: DbOrTx, userId: number): Promise<Map<NotificationChannel, boolean>> {
  const rows = await db.select({ channel: notificationChannelChoices.channel, enabled: notificationChannelChoices.enabled })
    .from(notificationChannelChoices).where(eq(notificationChannelChoices.userId, userId));
  return new Map(rows.map((r) => [r.channel, r.enabled]));
}

export async function saveChannelChoices(
  db: DbOrTx, userId: number, choices: readonly { channel: NotificationChannel; enabled: boolean }[], now: Date,
): Promise<void> {
  if (choices.length === 0) return;
  await db.insert(notificationChannelChoices)
    .values(choices.map((c) => ({ userId, channel: c.channel, enabled: c.enabled, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationChannelChoices.userId, notificationChannelChoices.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    });
}
