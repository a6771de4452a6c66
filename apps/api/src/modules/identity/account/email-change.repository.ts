import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { accountTokens } from '#db/schema/index.ts';

const PURPOSE = 'EMAIL_CHANGE' as const;

/** Earlier unused e-mail-change links of the user stop working from `at`. */
export async function expireOpenEmailChanges(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(accountTokens).set({ expiresAt: at })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, PURPOSE), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at)));
}

export async function insertEmailChange(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date; createdBy: number; createdAt: Date }) {
  await db.insert(accountTokens).values({ ...values, purpose: PURPOSE });
}

/** Spends an e-mail-change link atomically: only one caller gets it, while unused and unexpired. */
export async function consumeEmailChange(db: DbOrTx, tokenHash: string, at: Date) {
  const [row] = await db.update(accountTokens).set({ usedAt: at })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, PURPOSE), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at)))
    .returning({ userId: accountTokens.userId, createdBy: accountTokens.createdBy });
  return row;
}
