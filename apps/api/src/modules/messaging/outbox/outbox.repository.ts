import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { WhatsAppDeliveryStatus } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { outboundMessages } from '#db/schema/index.ts';

export type OutboundMessage = typeof outboundMessages.$inferSelect;
export type NewOutboundMessage = typeof outboundMessages.$inferInsert;

export async function insertMessage(db: DbOrTx, values: NewOutboundMessage): Promise<OutboundMessage> {
  const [row] = await db.insert(outboundMessages).values(values).returning();
  return row!;
}

export async function findMessage(db: DbOrTx, id: number): Promise<OutboundMessage | undefined> {
  const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id)).limit(1);
  return row;
}

/** Handed to the provider; `externalId` is the provider's message id where it has one (WhatsApp's wamid). */
export async function markSent(db: DbOrTx, id: number, now: Date, externalId?: string) {
  await db.update(outboundMessages)
    .set({ status: 'SENT', sentAt: now, attempts: sql`${outboundMessages.attempts} + 1`, lastError: null, ...(externalId ? { externalId } : {}) })
    .where(eq(outboundMessages.id, id));
}

/** Inserts the SMS that replaces a WhatsApp message, unless one already does (the unique fallback_for_id): undefined then. */
export async function insertFallbackOnce(db: DbOrTx, values: NewOutboundMessage & { fallbackForId: number }): Promise<OutboundMessage | undefined> {
  const [row] = await db.insert(outboundMessages).values(values).onConflictDoNothing({ target: outboundMessages.fallbackForId }).returning();
  return row;
}

/** A message still waiting for its provider is not sent any more (an SMS replaced it). */
export async function cancelPending(db: DbOrTx, id: number, reason: string) {
  await db.update(outboundMessages).set({ status: 'FAILED', lastError: reason })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'PENDING')));
}

export async function findByExternalId(db: DbOrTx, externalId: string): Promise<OutboundMessage | undefined> {
  const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.externalId, externalId)).limit(1);
  return row;
}

/**
 * Moves a message's delivery status from `from` to `to`; false when another update got there first
 * (the status is no longer `from`), so two processes never both act on one transition.
 */
export async function moveDeliveryStatus(
  db: DbOrTx, id: number, from: WhatsAppDeliveryStatus | null, to: WhatsAppDeliveryStatus, at: Date, error: string | null,
): Promise<boolean> {
  const rows = await db.update(outboundMessages)
    .set({ deliveryStatus: to, deliveryStatusAt: at, ...(error ? { lastError: error.slice(0, 500) } : {}) })
    .where(and(eq(outboundMessages.id, id), from === null ? isNull(outboundMessages.deliveryStatus) : eq(outboundMessages.deliveryStatus, from)))
    .returning({ id: outboundMessages.id });
  return rows.length > 0;
}

export async function markAttemptFailed(db: DbOrTx, id: number, error: string, failed: boolean) {
  await db.update(outboundMessages)
    .set({ attempts: sql`${outboundMessages.attempts} + 1`, lastError: error.slice(0, 500), ...(failed ? { status: 'FAILED' as const } : {}) })
    .where(eq(outboundMessages.id, id));
}

export function listRecent(db: DbOrTx, limit: number) {
  return db.select().from(outboundMessages).orderBy(desc(outboundMessages.id)).limit(limit);
}
