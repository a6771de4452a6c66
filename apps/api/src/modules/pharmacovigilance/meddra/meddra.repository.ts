import { and, asc, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { meddraLlts, meddraReleases } from '#db/schema/index.ts';

export type MeddraReleaseRow = typeof meddraReleases.$inferSelect;

export const listReleases = (db: DbOrTx, programId: number) =>
  db.select().from(meddraReleases).where(eq(meddraReleases.programId, programId)).orderBy(desc(meddraReleases.id));

/** The programme's latest release, the one the case editor codes with. */
export async function latestRelease(db: DbOrTx, programId: number): Promise<MeddraReleaseRow | undefined> {
  const [row] = await db.select().from(meddraReleases).where(eq(meddraReleases.programId, programId)).orderBy(desc(meddraReleases.id)).limit(1);
  return row;
}

export async function insertRelease(db: DbOrTx, values: typeof meddraReleases.$inferInsert): Promise<MeddraReleaseRow> {
  const [row] = await db.insert(meddraReleases).values(values).returning();
  return row!;
}

/** Rows in slices, so a full release (≈ 80,000 LLTs) never builds one giant statement. */
export async function insertLlts(db: DbOrTx, rows: (typeof meddraLlts.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) await db.insert(meddraLlts).values(rows.slice(i, i + 2000));
}

/** Current LLTs whose code starts with the text or whose name contains it (trigram index), shortest names first. */
export function searchLlts(db: DbOrTx, releaseId: number, q: string, limit: number) {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const byCode = /^\d+$/.test(q);
  return db.select({ lltCode: meddraLlts.lltCode, lltName: meddraLlts.lltName, ptCode: meddraLlts.ptCode, ptName: meddraLlts.ptName })
    .from(meddraLlts)
    .where(and(eq(meddraLlts.releaseId, releaseId), eq(meddraLlts.current, true),
      byCode ? like(meddraLlts.lltCode, `${escaped}%`) : or(ilike(meddraLlts.lltName, `%${escaped}%`))))
    .orderBy(sql`length(${meddraLlts.lltName})`, asc(meddraLlts.lltName))
    .limit(limit);
}

/** The LLT codes of a release among these (to refuse a code the release does not hold). */
export async function knownCodes(db: DbOrTx, releaseId: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ code: meddraLlts.lltCode }).from(meddraLlts)
    .where(and(eq(meddraLlts.releaseId, releaseId), sql`${meddraLlts.lltCode} = any(${sql.param([...codes])}::text[])`));
  return new Set(rows.map((r) => r.code));
}
