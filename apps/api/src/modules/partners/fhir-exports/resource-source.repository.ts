import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { patients } from '#db/schema/index.ts';
import { sharesWithPartners } from './partner-sharing.repository.ts';

export type PatientSourceRow = typeof patients.$inferSelect;

/** One page of the programme's patients after `afterId` that partners may receive, updated after `since` when given. */
export async function patientsPage(db: DbOrTx, programId: number, afterId: number, limit: number, since: Date | undefined): Promise<PatientSourceRow[]> {
  const conditions: SQL[] = [eq(patients.programId, programId), gt(patients.id, afterId), sharesWithPartners(patients.id)];
  if (since) conditions.push(gt(patients.updatedAt, since));
  return db.select().from(patients).where(and(...conditions)).orderBy(asc(patients.id)).limit(limit);
}
