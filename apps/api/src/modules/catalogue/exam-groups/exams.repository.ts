import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { examGroups, examInstitutions, exams, examSupplies, followups } from '#db/schema/index.ts';
import { linkedInstitutions, replaceLinks } from '#platform/lib/config-scope.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';
import { anyExists, permissionRefers, stockRefers } from '#platform/lib/in-use.ts';

const columns = {
  id: exams.id, examGroupId: exams.examGroupId, examTypeName: exams.examTypeName, required: exams.required, programId: followups.programId,
};

export type ExamValues = Omit<typeof exams.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const joined = (db: DbOrTx) => db.select(columns).from(exams)
  .innerJoin(examGroups, eq(examGroups.id, exams.examGroupId)).innerJoin(followups, eq(followups.id, examGroups.followupId));

export async function findExamRow(db: DbOrTx, within: Within, id: number) {
  const [row] = await joined(db).where(and(eq(exams.id, id), inProgram(followups.programId, within)));
  return row;
}

/** An exam with no institutions is performed by every institution of its group. */
const performedBy = (institutionId: number) => sql`(
  not exists (select 1 from ${examInstitutions} where ${examInstitutions.examId} = ${exams.id})
  or exists (select 1 from ${examInstitutions} where ${examInstitutions.examId} = ${exams.id} and ${examInstitutions.institutionId} = ${institutionId})
)`;

/** The exams of a group (already known to be the caller's), optionally only those an institution performs. */
export function listGroupExamRows(db: DbOrTx, examGroupId: number, institutionId?: number) {
  return joined(db).where(and(eq(exams.examGroupId, examGroupId), institutionId === undefined ? undefined : performedBy(institutionId)))
    .orderBy(asc(exams.examTypeName), asc(exams.id));
}

/** Institutions and supply ids of some exams, by exam id (two queries). */
export async function examLinks(db: DbOrTx, examIds: readonly number[]) {
  const institutions = await linkedInstitutions(db, examInstitutions, examInstitutions.examId, examInstitutions.institutionId, examIds);
  const supplyRows = examIds.length === 0 ? [] : await db.select().from(examSupplies).where(inArray(examSupplies.examId, [...examIds]));
  const supplies = new Map<number, number[]>();
  for (const { examId, supplyId } of supplyRows) supplies.set(examId, [...(supplies.get(examId) ?? []), supplyId]);
  return { institutions, supplies };
}

export async function insertExam(db: DbOrTx, values: ExamValues) {
  const [row] = await db.insert(exams).values(values).returning({ id: exams.id });
  return row!.id;
}

/** For writes, which join nothing: exam `id`, if its group's follow-up lies within the programme(s). */
function scoped(db: DbOrTx, within: Within, id: number) {
  const program = inProgram(followups.programId, within);
  const groups = program && db.select({ id: examGroups.id }).from(examGroups).innerJoin(followups, eq(followups.id, examGroups.followupId)).where(program);
  return and(eq(exams.id, id), groups && inArray(exams.examGroupId, groups));
}

export const updateExam = (db: DbOrTx, within: Within, id: number, values: ExamValues) =>
  db.update(exams).set({ ...values, updatedAt: new Date() }).where(scoped(db, within, id));

export async function setExamLinks(db: DbOrTx, examId: number, institutionIds: readonly number[], supplyIds: readonly number[]) {
  await replaceLinks(db, examInstitutions, examInstitutions.examId, examId, institutionIds.map((institutionId) => ({ examId, institutionId })));
  await replaceLinks(db, examSupplies, examSupplies.examId, examId, supplyIds.map((supplyId) => ({ examId, supplyId })));
}

export const deleteExam = (db: DbOrTx, within: Within, id: number) => db.delete(exams).where(scoped(db, within, id));

/**
 * Whether anything still names the exam (a permission; requests through their foreign keys).
 * The one place that decides whether an exam may be removed.
 */
export async function isExamInUse(db: DbOrTx, id: number): Promise<boolean> {
  return anyExists(db, permissionRefers('CLINICAL_EXAMINATION', 'item', id), stockRefers('CLINICAL_EXAMINATION', 'item', id));
}
