import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboundMessages } from '../../db/schema/index.ts';

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

export async function markSent(db: DbOrTx, id: number, now: Date) {
  await db.update(outboundMessages)
    .set({ status: 'SENT', sentAt: now, attempts: sql`${outboundMessages.attempts} + 1`, lastError: null })
    .where(eq(outboundMessages.id, id));
}

export async function markAttemptFailed(db: DbOrTx, id: number, error: string, failed: boolean) {
  await db.update(outboundMessages)
    .set({ attempts: sql`${outboundMessages.attempts} + 1`, lastError: error.slice(0, 500), ...(failed ? { status: 'FAILED' as const } : {}) })
    .where(eq(outboundMessages.id, id));
}

export function listRecent(db: DbOrTx, limit: number) {
  return db.select().from(outboundMessages).orderBy(desc(outboundMessages.id)).limit(limit);
}
