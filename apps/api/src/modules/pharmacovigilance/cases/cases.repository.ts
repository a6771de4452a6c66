import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { adverseEvents, pvAcknowledgements, pvCaseVersions, pvExports, users } from '#db/schema/index.ts';

export type CaseVersionRow = typeof pvCaseVersions.$inferSelect & { createdBy: string | null };

const versionColumns = {
  id: pvCaseVersions.id, adverseEventId: pvCaseVersions.adverseEventId, version: pvCaseVersions.version,
  coding: pvCaseVersions.coding, serious: pvCaseVersions.serious, createdById: pvCaseVersions.createdById,
  createdAt: pvCaseVersions.createdAt, createdBy: users.name,
};

/** Every version of one case, oldest first. */
export const listVersions = (db: DbOrTx, adverseEventId: number): Promise<CaseVersionRow[]> =>
  db.select(versionColumns).from(pvCaseVersions).leftJoin(users, eq(users.id, pvCaseVersions.createdById))
    .where(eq(pvCaseVersions.adverseEventId, adverseEventId)).orderBy(asc(pvCaseVersions.version));

/** The latest version of each of these cases. */
export async function latestVersions(db: DbOrTx, adverseEventIds: readonly number[]): Promise<Map<number, CaseVersionRow>> {
  if (adverseEventIds.length === 0) return new Map();
  const rows = await db.selectDistinctOn([pvCaseVersions.adverseEventId], versionColumns).from(pvCaseVersions)
    .leftJoin(users, eq(users.id, pvCaseVersions.createdById))
    .where(inArray(pvCaseVersions.adverseEventId, [...adverseEventIds]))
    .orderBy(pvCaseVersions.adverseEventId, desc(pvCaseVersions.version));
  return new Map(rows.map((r) => [r.adverseEventId, r]));
}

/** How many versions each case has. */
export async function versionCounts(db: DbOrTx, adverseEventIds: readonly number[]): Promise<Map<number, number>> {
  if (adverseEventIds.length === 0) return new Map();
  const rows = await db.select({ id: pvCaseVersions.adverseEventId, n: sql<number>`count(*)::int` }).from(pvCaseVersions)
    .where(inArray(pvCaseVersions.adverseEventId, [...adverseEventIds])).groupBy(pvCaseVersions.adverseEventId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Each case's latest export (the version it carried). */
export async function latestExports(db: DbOrTx, adverseEventIds: readonly number[]) {
  if (adverseEventIds.length === 0) return new Map<number, { version: number; createdAt: Date }>();
  const rows = await db.selectDistinctOn([pvExports.adverseEventId], { id: pvExports.adverseEventId, version: pvExports.version, createdAt: pvExports.createdAt })
    .from(pvExports).where(inArray(pvExports.adverseEventId, [...adverseEventIds]))
    .orderBy(pvExports.adverseEventId, desc(pvExports.id));
  return new Map(rows.map((r) => [r.id, { version: r.version, createdAt: r.createdAt }]));
}

/** Each case's latest acknowledgement. */
export async function latestAcks(db: DbOrTx, adverseEventIds: readonly number[]) {
  if (adverseEventIds.length === 0) return new Map<number, { accepted: boolean; createdAt: Date }>();
  const rows = await db.selectDistinctOn([pvAcknowledgements.adverseEventId], {
    id: pvAcknowledgements.adverseEventId, accepted: pvAcknowledgements.accepted, createdAt: pvAcknowledgements.createdAt,
  }).from(pvAcknowledgements).where(inArray(pvAcknowledgements.adverseEventId, [...adverseEventIds]))
    .orderBy(pvAcknowledgements.adverseEventId, desc(pvAcknowledgements.id));
  return new Map(rows.map((r) => [r.id, { accepted: r.accepted, createdAt: r.createdAt }]));
}

export const listAcks = (db: DbOrTx, adverseEventId: number) =>
  db.select({ accepted: pvAcknowledgements.accepted, code: pvAcknowledgements.code, message: pvAcknowledgements.message, createdAt: pvAcknowledgements.createdAt })
    .from(pvAcknowledgements).where(eq(pvAcknowledgements.adverseEventId, adverseEventId)).orderBy(desc(pvAcknowledgements.id));

/** Holds the case's report row until the transaction ends, so two savers number their versions one after the other. */
export async function lockCase(db: DbOrTx, adverseEventId: number): Promise<void> {
  await db.select({ id: adverseEvents.id }).from(adverseEvents).where(eq(adverseEvents.id, adverseEventId)).for('update');
}

export async function insertVersion(db: DbOrTx, values: Omit<typeof pvCaseVersions.$inferInsert, 'version'>): Promise<CaseVersionRow> {
  const [{ next } = { next: 1 }] = await db.select({ next: sql<number>`coalesce(max(${pvCaseVersions.version}), 0)::int + 1` })
    .from(pvCaseVersions).where(eq(pvCaseVersions.adverseEventId, values.adverseEventId));
  const [row] = await db.insert(pvCaseVersions).values({ ...values, version: next }).returning();
  const [creator] = row!.createdById ? await db.select({ name: users.name }).from(users).where(eq(users.id, row!.createdById)).limit(1) : [];
  return { ...row!, createdBy: creator?.name ?? null };
}

export async function insertExports(db: DbOrTx, rows: (typeof pvExports.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(pvExports).values(rows);
}

export async function insertAck(db: DbOrTx, values: typeof pvAcknowledgements.$inferInsert): Promise<void> {
  await db.insert(pvAcknowledgements).values(values);
}

/** The cases an acknowledgement's message numbers name: the exports whose message id (N.2.r.1) or C.1.1 they are. */
export async function casesByMessageIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ messageId: pvExports.messageId, safetyReportId: pvExports.safetyReportId, adverseEventId: pvExports.adverseEventId, programId: adverseEvents.programId, protocol: adverseEvents.protocol })
    .from(pvExports).innerJoin(adverseEvents, eq(adverseEvents.id, pvExports.adverseEventId))
    .where(or(inArray(pvExports.messageId, [...ids]), inArray(pvExports.safetyReportId, [...ids]))).orderBy(desc(pvExports.id));
}
