import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { todayInBrazil } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { fhirClients, fhirExportJobs, patientReads, programs, users } from '#db/schema/index.ts';

export type ExportJobRow = typeof fhirExportJobs.$inferSelect;
export type { FhirExportFile } from '#db/schema/index.ts';

export async function programExists(db: DbOrTx, programId: number): Promise<boolean> {
  const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  return row !== undefined;
}

export async function insertJob(db: DbOrTx, values: typeof fhirExportJobs.$inferInsert): Promise<void> {
  await db.insert(fhirExportJobs).values(values);
}

export async function findJob(db: DbOrTx, id: string): Promise<ExportJobRow | undefined> {
  const [row] = await db.select().from(fhirExportJobs).where(eq(fhirExportJobs.id, id)).limit(1);
  return row;
}

export async function updateJob(db: DbOrTx, id: string, set: Partial<typeof fhirExportJobs.$inferInsert>): Promise<void> {
  await db.update(fhirExportJobs).set(set).where(eq(fhirExportJobs.id, id));
}

/** Moves a queued or running job to `status`; false when it had already ended (completed, failed or cancelled). */
export async function endJob(db: DbOrTx, id: string, set: Partial<typeof fhirExportJobs.$inferInsert>): Promise<boolean> {
  const rows = await db.update(fhirExportJobs).set(set)
    .where(and(eq(fhirExportJobs.id, id), sql`${fhirExportJobs.status} in ('queued', 'running')`)).returning({ id: fhirExportJobs.id });
  return rows.length > 0;
}

/** The client's registering administrator: whom a client's export is counted against in the privacy centre. */
export async function clientOwner(db: DbOrTx, clientId: string): Promise<number | null> {
  const [row] = await db.select({ createdById: fhirClients.createdById }).from(fhirClients).where(eq(fhirClients.clientId, clientId)).limit(1);
  return row?.createdById ?? null;
}

/** The programme's exports, newest first, with who asked (a user's name or a client's). */
export async function listJobs(db: DbOrTx, programId: number, limit = 200) {
  return db.select({ job: fhirExportJobs, userName: users.name, clientName: fhirClients.name })
    .from(fhirExportJobs)
    .leftJoin(users, eq(users.id, fhirExportJobs.requestedByUserId))
    .leftJoin(fhirClients, eq(fhirClients.clientId, fhirExportJobs.requestedByClientId))
    .where(eq(fhirExportJobs.programId, programId)).orderBy(desc(fhirExportJobs.createdAt), desc(fhirExportJobs.id)).limit(limit);
}

/** Completed exports past their expiry that still list files. */
export async function expiredWithFiles(db: DbOrTx, now: Date): Promise<ExportJobRow[]> {
  return db.select().from(fhirExportJobs)
    .where(and(isNotNull(fhirExportJobs.expiresAt), lt(fhirExportJobs.expiresAt, now), sql`jsonb_array_length(${fhirExportJobs.output}) > 0`)).limit(100);
}

/**
 * The patients an export counted in their privacy centre: its batches share the export's time, so
 * the rows it last touched are the reader's `fhirExport` rows of that day stamped with it.
 */
export async function countExportReads(db: DbOrTx, read: { readerId: number; at: Date }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(patientReads).where(and(
    eq(patientReads.source, 'fhirExport'), eq(patientReads.readerId, read.readerId),
    eq(patientReads.day, todayInBrazil(read.at)), eq(patientReads.lastAt, read.at),
  ));
  return row?.n ?? 0;
}
