import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { loginThrottles, users } from '#db/schema/index.ts';

/** The hash an e-mail's throttle rows are filed under (the e-mail itself is never stored). */
export const accountHash = (email: string): string =>
  createHash('sha256').update(`login:${email.trim().toLowerCase()}`).digest('hex');

export interface ThrottleKey {
  key: string;
  account: string | null;
  /** Failures before the key locks. */
  threshold: number;
}

/** The latest lock among these keys, if one is still running at `at`. */
export async function activeLock(db: DbOrTx, keys: string[], at: Date): Promise<Date | undefined> {
  if (keys.length === 0) return undefined;
  const rows = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(inArray(loginThrottles.key, keys));
  const until = rows.map((r) => r.lockedUntil).filter((d): d is Date => d !== null && d > at);
  return until.sort((a, b) => b.getTime() - a.getTime())[0];
}

/** The failures counted on each key since `since` (keys quiet for longer count as none). */
export async function recentFailures(db: DbOrTx, keys: string[], since: Date): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select({ key: loginThrottles.key, failures: loginThrottles.failures, lastFailureAt: loginThrottles.lastFailureAt })
    .from(loginThrottles).where(inArray(loginThrottles.key, keys));
  return new Map(rows.filter((r) => r.lastFailureAt >= since).map((r) => [r.key, r.failures]));
}

/**
 * Counts one failure on each key. A key quiet for `resetAfterMs` starts again from zero; from its
 * threshold on it locks for `baseMs` doubled per further failure, never longer than `maxMs`.
 */
export async function countFailure(db: DbOrTx, keys: ThrottleKey[], at: Date, policy: { baseMs: number; maxMs: number; resetAfterMs: number }) {
  const staleBefore = new Date(at.getTime() - policy.resetAfterMs);
  for (const k of keys) {
    const failures = sql`case when ${loginThrottles.lastFailureAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`;
    const lockFor = (n: typeof failures) => sql`case when ${n} >= ${k.threshold}
      then ${at.toISOString()}::timestamptz + make_interval(secs => least(${policy.maxMs / 1000}, ${policy.baseMs / 1000} * power(2, least(20, ${n} - ${k.threshold}))))
      else null end`;
    await db.insert(loginThrottles)
      .values({ key: k.key, account: k.account, failures: 1, lastFailureAt: at, lockedUntil: k.threshold <= 1 ? new Date(at.getTime() + policy.baseMs) : null })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: { failures, lastFailureAt: at, lockedUntil: lockFor(failures) },
      });
  }
}

/** Forgets every failure counted against an e-mail (its own keys; per-address keys stay). */
export async function clearAccountThrottle(db: DbOrTx, account: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.account, account));
}

/**
 * Lifts every login throttle on the user's account, and the block and failure counters the former
 * lockout left on it: for an administrator's unblock and a completed password reset. Open sessions
 * are untouched (a throttle never ends them).
 */
export async function clearLoginThrottle(db: DbOrTx, userId: number): Promise<void> {
  const [user] = await db.update(users).set({ failedLogins: 0, lockedUntil: null, blocked: false })
    .where(eq(users.id, userId)).returning({ email: users.email });
  if (user) await clearAccountThrottle(db, accountHash(user.email));
}
