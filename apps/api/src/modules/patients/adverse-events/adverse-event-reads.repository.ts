import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { adverseEvents, patients, procedures, products } from '#db/schema/index.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';

/**
 * The reports as the pharmacovigilance area reads them (it never writes them): what a case needs,
 * with the patient minimised to initials, birth date and sex (the name only to make initials).
 */
const reportColumns = {
  id: adverseEvents.id,
  programId: adverseEvents.programId,
  protocol: adverseEvents.protocol,
  reporterType: adverseEvents.reporterType,
  procedureId: adverseEvents.procedureId,
  productId: adverseEvents.productId,
  productName: products.name,
  patientInitials: adverseEvents.patientInitials,
  patientBirthDate: adverseEvents.patientBirthDate,
  description: adverseEvents.description,
  onsetDate: adverseEvents.onsetDate,
  serious: adverseEvents.serious,
  outcome: adverseEvents.outcome,
  createdAt: adverseEvents.createdAt,
  linkedPatientName: patients.name,
  linkedPatientBirthDate: patients.birthDate,
  linkedPatientGender: patients.gender,
};

const reports = (db: DbOrTx, where: SQL | undefined) =>
  db.select(reportColumns).from(adverseEvents)
    .innerJoin(products, eq(products.id, adverseEvents.productId))
    .leftJoin(procedures, eq(procedures.id, adverseEvents.procedureId))
    .leftJoin(patients, eq(patients.id, procedures.patientId))
    .where(where);

export type AdverseEventReport = Awaited<ReturnType<typeof reports>>[number];

/** A programme's reports, oldest first. */
export const listReports = (db: DbOrTx, programId: ScopedProgramId) =>
  reports(db, eq(adverseEvents.programId, programId)).orderBy(asc(adverseEvents.createdAt), asc(adverseEvents.id));

/** One report by its protocol, in any programme (the caller checks the programme). */
export async function findReportByProtocol(db: DbOrTx, protocol: string): Promise<AdverseEventReport | undefined> {
  const [row] = await reports(db, eq(adverseEvents.protocol, protocol)).limit(1);
  return row;
}

/** Several reports of one programme by protocol. */
export const findReportsByProtocols = (db: DbOrTx, programId: ScopedProgramId, protocols: readonly string[]) =>
  reports(db, and(eq(adverseEvents.programId, programId), inArray(adverseEvents.protocol, [...protocols])))
    .orderBy(asc(adverseEvents.id));

/** A slice of a programme's reports after an id, in id order: a batch export walks them with bounded memory. */
export const listReportsAfter = (db: DbOrTx, programId: ScopedProgramId, afterId: number, limit: number) =>
  reports(db, and(eq(adverseEvents.programId, programId), gt(adverseEvents.id, afterId))).orderBy(asc(adverseEvents.id)).limit(limit);
