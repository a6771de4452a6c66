import { and, count, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { accountTokens, programs, users } from '#db/schema/index.ts';

/** The purposes of password links (an e-mail-change link is the account module's). */
export type TokenPurpose = Exclude<(typeof accountTokens.$inferSelect)['purpose'], 'EMAIL_CHANGE'>;
const PASSWORD_PURPOSES: TokenPurpose[] = ['INVITATION', 'PASSWORD_RESET'];

export interface LinkUser { id: number; name: string; email: string; phone: string | null; hasPassword: boolean }

const linkUserColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone, passwordHash: users.passwordHash };
const toLinkUser = ({ passwordHash, ...u }: { passwordHash: string | null } & Omit<LinkUser, 'hasPassword'>): LinkUser => ({ ...u, hasPassword: passwordHash !== null });

export async function findLinkUser(db: DbOrTx, userId: number): Promise<LinkUser | undefined> {
  const [row] = await db.select(linkUserColumns).from(users).where(eq(users.id, userId));
  return row && toLinkUser(row);
}

/** An account that may receive a reset link: active and not anonymised. */
export async function findResettableUserByEmail(db: DbOrTx, email: string): Promise<LinkUser | undefined> {
  const [row] = await db.select(linkUserColumns).from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.active, true), isNull(users.anonymizedAt)));
  return row && toLinkUser(row);
}

/** The programme a slug names (any case), or null. */
export async function findProgramIdBySlug(db: DbOrTx, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: programs.id }).from(programs).where(sql`lower(${programs.slug}) = lower(${slug})`);
  return row?.id ?? null;
}

export async function findProgramSlug(db: DbOrTx, programId: number): Promise<string | null> {
  const [row] = await db.select({ slug: programs.slug }).from(programs).where(eq(programs.id, programId));
  return row?.slug ?? null;
}

/** Links of the user still usable, of one purpose or of all; they stop working from `at`. */
export async function expireOpenTokens(db: DbOrTx, userId: number, at: Date, purpose?: TokenPurpose) {
  await db.update(accountTokens).set({ expiresAt: at })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at),
      purpose ? eq(accountTokens.purpose, purpose) : undefined));
}

export async function insertToken(db: DbOrTx, values: typeof accountTokens.$inferInsert) {
  await db.insert(accountTokens).values(values);
}

export async function countTokensSince(db: DbOrTx, userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), gte(accountTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Spends a link atomically: only one caller gets the row, and only while it is unused and unexpired. */
export async function consumeToken(db: DbOrTx, tokenHash: string, at: Date) {
  const [row] = await db.update(accountTokens).set({ usedAt: at })
    .where(and(eq(accountTokens.tokenHash, tokenHash), inArray(accountTokens.purpose, PASSWORD_PURPOSES), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at)))
    .returning({ userId: accountTokens.userId, purpose: accountTokens.purpose });
  return row as { userId: number; purpose: TokenPurpose } | undefined;
}

export async function setUserPassword(db: DbOrTx, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, passwordExpiresAt: null, updatedAt: at }).where(eq(users.id, userId));
}
