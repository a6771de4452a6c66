import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { countAll } from '#platform/lib/paging.ts';
import type { DbOrTx } from '#db/client.ts';
import { verificationCodes } from '#db/schema/index.ts';

export type CodePurpose = 'signup' | 'agreement' | 'patientLink';
export type VerificationCode = typeof verificationCodes.$inferSelect;

export async function insertCode(db: DbOrTx, values: typeof verificationCodes.$inferInsert) {
  const [row] = await db.insert(verificationCodes).values(values).returning();
  return row!;
}

/** The advisory-lock class of one destination's codes (the two-key form; the object is a hash of the destination). */
const DESTINATION_LOCK_CLASS = 64;

/** Takes the destination's lock until the transaction ends: its codes are counted and sent one after the other, in any process. */
export async function lockDestination(tx: DbOrTx, destination: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DESTINATION_LOCK_CLASS}::integer, hashtext(${destination}))`);
}

/** The newest code sent to a destination for a purpose (only the newest one counts); `userId`: among that user's only. */
export async function latestCode(db: DbOrTx, destination: string, purpose: CodePurpose, userId?: number): Promise<VerificationCode | undefined> {
  const [row] = await db.select().from(verificationCodes)
    .where(and(
      eq(verificationCodes.destination, destination), eq(verificationCodes.purpose, purpose),
      userId === undefined ? undefined : eq(verificationCodes.userId, userId),
    ))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id)).limit(1);
  return row;
}

/** `destination` with `userId`: that user's codes to the destination only. */
export type CodeCountKey = { destination: string; userId?: number | undefined } | { ip: string } | { userId: number; purpose: CodePurpose };

function countKey(by: CodeCountKey) {
  if ('destination' in by) {
    return and(eq(verificationCodes.destination, by.destination), by.userId === undefined ? undefined : eq(verificationCodes.userId, by.userId));
  }
  if ('ip' in by) return eq(verificationCodes.ip, by.ip);
  return and(eq(verificationCodes.userId, by.userId), eq(verificationCodes.purpose, by.purpose));
}

export async function countSince(db: DbOrTx, by: CodeCountKey, since: Date): Promise<number> {
  const where = countKey(by);
  const [row] = await db.select({ total: countAll() }).from(verificationCodes).where(and(where, gte(verificationCodes.createdAt, since)));
  return row?.total ?? 0;
}

export async function addAttempt(db: DbOrTx, id: number) {
  await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} + 1` }).where(eq(verificationCodes.id, id));
}

/** Marks the code used; false when another request used it first (single use under concurrency). */
export async function consume(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(verificationCodes).set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt))).returning({ id: verificationCodes.id });
  return rows.length === 1;
}
