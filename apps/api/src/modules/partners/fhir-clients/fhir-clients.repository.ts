import { and, desc, eq, getTableColumns, gt, isNull, lt, sql } from 'drizzle-orm';
import { parseModules } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { fhirAccessTokens, fhirAssertionJtis, fhirClients, programs, users, type StoredJwks } from '#db/schema/index.ts';

export type FhirClientRow = typeof fhirClients.$inferSelect;
export type { StoredJwks };
export type FhirClientListRow = FhirClientRow & { createdByName: string | null };

/**
 * Whether the programme's stored module list has `partners` (decisions 0092, 0094), parsed as every
 * module list is. Without it the programme's clients are suspended: no token is issued to them and
 * none of their tokens answers.
 */
const partnersOn = (modules: string): boolean => parseModules(modules).includes('partners');

export async function programExists(db: DbOrTx, programId: number): Promise<boolean> {
  const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row !== undefined;
}

export async function insertClient(db: DbOrTx, values: typeof fhirClients.$inferInsert): Promise<void> {
  await db.insert(fhirClients).values(values);
}

export async function findClient(db: DbOrTx, clientId: string): Promise<FhirClientRow | undefined> {
  const [row] = await db.select().from(fhirClients).where(eq(fhirClients.clientId, clientId)).limit(1);
  return row;
}

/** A client as the token endpoint authenticates it: with whether its programme has the `partners` module. */
export async function findClientForToken(db: DbOrTx, clientId: string): Promise<(FhirClientRow & { partners: boolean }) | undefined> {
  const [row] = await db.select({ ...getTableColumns(fhirClients), modules: programs.modules })
    .from(fhirClients).innerJoin(programs, eq(programs.id, fhirClients.programId))
    .where(eq(fhirClients.clientId, clientId)).limit(1);
  if (!row) return undefined;
  const { modules, ...client } = row;
  return { ...client, partners: partnersOn(modules) };
}

/** The programme's clients with their creator's name, newest first. */
export async function listClients(db: DbOrTx, programId: number): Promise<FhirClientListRow[]> {
  return db.select({
    clientId: fhirClients.clientId, programId: fhirClients.programId, name: fhirClients.name, jwks: fhirClients.jwks,
    jwksUrl: fhirClients.jwksUrl, scope: fhirClients.scope, createdById: fhirClients.createdById, createdAt: fhirClients.createdAt,
    jwksUpdatedAt: fhirClients.jwksUpdatedAt, revokedAt: fhirClients.revokedAt, lastUsedAt: fhirClients.lastUsedAt,
    createdByName: users.name,
  }).from(fhirClients).leftJoin(users, eq(users.id, fhirClients.createdById))
    .where(eq(fhirClients.programId, programId)).orderBy(desc(fhirClients.createdAt), desc(fhirClients.clientId));
}

export async function userName(db: DbOrTx, userId: number | null): Promise<string | null> {
  if (userId == null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

export async function replaceJwks(db: DbOrTx, clientId: string, jwks: StoredJwks, at: Date): Promise<void> {
  await db.update(fhirClients).set({ jwks, jwksUrl: null, jwksUpdatedAt: at }).where(eq(fhirClients.clientId, clientId));
}

/** Revokes the client and deletes its tokens, so none of them answers any more. */
export async function revokeClient(db: DbOrTx, clientId: string, at: Date): Promise<void> {
  await db.update(fhirClients).set({ revokedAt: at }).where(and(eq(fhirClients.clientId, clientId), isNull(fhirClients.revokedAt)));
  await db.delete(fhirAccessTokens).where(eq(fhirAccessTokens.clientId, clientId));
}

/**
 * Records an assertion's `jti` until the assertion expires; false when the client already used it
 * (a replay), whichever API process saw it first. Expired ones of the client are forgotten first.
 */
export async function useJti(db: DbOrTx, clientId: string, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(fhirAssertionJtis).where(and(eq(fhirAssertionJtis.clientId, clientId), lt(fhirAssertionJtis.expiresAt, now)));
  const rows = await db.insert(fhirAssertionJtis).values({ clientId, jti, expiresAt }).onConflictDoNothing().returning({ jti: fhirAssertionJtis.jti });
  return rows.length > 0;
}

export async function insertToken(db: DbOrTx, values: typeof fhirAccessTokens.$inferInsert): Promise<void> {
  await db.insert(fhirAccessTokens).values(values);
}

/** Forgets the expired tokens (every issue does it, so the table stays small). */
export async function purgeExpiredTokens(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(fhirAccessTokens).where(lt(fhirAccessTokens.expiresAt, now));
}

/**
 * A live token's grant: unexpired, of a client not revoked; `partners` false while the client's
 * programme lacks the module (the token is suspended, decision 0094).
 */
export async function findLiveToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db.select({
    clientId: fhirAccessTokens.clientId, programId: fhirAccessTokens.programId, scope: fhirAccessTokens.scope, expiresAt: fhirAccessTokens.expiresAt, modules: programs.modules,
  })
    .from(fhirAccessTokens).innerJoin(fhirClients, eq(fhirClients.clientId, fhirAccessTokens.clientId))
    .innerJoin(programs, eq(programs.id, fhirClients.programId))
    .where(and(eq(fhirAccessTokens.tokenHash, tokenHash), gt(fhirAccessTokens.expiresAt, now), isNull(fhirClients.revokedAt))).limit(1);
  if (!row) return undefined;
  const { modules, ...grant } = row;
  return { ...grant, partners: partnersOn(modules) };
}

/** Stamps the client's last use unless a later one is already there. */
export async function touchClient(db: DbOrTx, clientId: string, at: Date): Promise<void> {
  await db.update(fhirClients).set({ lastUsedAt: at })
    .where(and(eq(fhirClients.clientId, clientId), sql`(${fhirClients.lastUsedAt} is null or ${fhirClients.lastUsedAt} < ${at})`));
}
