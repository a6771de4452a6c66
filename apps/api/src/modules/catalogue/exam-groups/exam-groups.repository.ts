import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { examGroupInstitutions, examGroups, exams, followups } from '#db/schema/index.ts';
import { linkedInstitutions, replaceLinks } from '#platform/lib/config-scope.ts';
import { countAll, paged, searchAny } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';
import { anyExists, permissionRefers, rowsRefer, stockRefers } from '#platform/lib/in-use.ts';

/** Every column of an exam group, with its follow-up (an exam group reaches its programme through it). */
const { id: _id, createdAt: _c, updatedAt: _u, ...groupFields } = getTableColumns(examGroups);
const columns = { id: examGroups.id, ...groupFields, followupName: followups.name, programId: followups.programId };

export type ExamGroupValues = Omit<typeof examGroups.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const joined = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(examGroups).innerJoin(followups, eq(followups.id, examGroups.followupId)).where(where);

/** Groups as the API shows them, with their institutions (one more query). */
async function withInstitutions(db: DbOrTx, rows: Awaited<ReturnType<typeof joined>>) {
  const byGroup = await linkedInstitutions(db, examGroupInstitutions, examGroupInstitutions.examGroupId, examGroupInstitutions.institutionId,
    rows.map((r) => r.id));
  return rows.map(({ followupName, ...row }) => ({
    ...row, followup: { id: row.followupId, name: followupName }, institutions: byGroup.get(row.id) ?? [],
  }));
}

export async function findExamGroup(db: DbOrTx, within: Within, id: number) {
  return (await withInstitutions(db, await joined(db, and(eq(examGroups.id, id), inProgram(followups.programId, within)))))[0];
}

export const listFollowupExamGroups = async (db: DbOrTx, within: Within, followupId: number) =>
  withInstitutions(db, await joined(db, and(eq(examGroups.followupId, followupId), inProgram(followups.programId, within)))
    .orderBy(asc(examGroups.name), asc(examGroups.id)));

export function pageExamGroups(
  db: DbOrTx, programId: ScopedProgramId, q: { filter?: string | undefined; skip: number; take: number; followupIds?: number[] | undefined },
) {
  const where = and(
    eq(followups.programId, programId),
    q.followupIds?.length ? inArray(followups.id, q.followupIds) : undefined,
    searchAny(q.filter, [examGroups.name, followups.name]),
  );
  const examCount = sql<number>`(select count(*)::int from ${exams} where ${exams.examGroupId} = ${examGroups.id})`;
  return paged(
    db.select({ id: examGroups.id, name: examGroups.name, followupId: followups.id, followupName: followups.name, exams: examCount })
      .from(examGroups).innerJoin(followups, eq(followups.id, examGroups.followupId)).where(where)
      .orderBy(asc(examGroups.name), asc(examGroups.id)).limit(q.take).offset(q.skip)
      .then((rows) => rows.map(({ followupId, followupName, ...r }) => ({ ...r, followup: { id: followupId, name: followupName } }))),
    db.select({ total: countAll() }).from(examGroups).innerJoin(followups, eq(followups.id, examGroups.followupId)).where(where),
  );
}

export async function insertExamGroup(db: DbOrTx, values: ExamGroupValues) {
  const [row] = await db.insert(examGroups).values(values).returning({ id: examGroups.id });
  return row!.id;
}

/** For writes, which join nothing: group `id`, if its follow-up lies within the programme(s). */
function scoped(db: DbOrTx, within: Within, id: number) {
  const program = inProgram(followups.programId, within);
  return and(eq(examGroups.id, id), program && inArray(examGroups.followupId, db.select({ id: followups.id }).from(followups).where(program)));
}

export const updateExamGroup = (db: DbOrTx, within: Within, id: number, values: ExamGroupValues) =>
  db.update(examGroups).set({ ...values, updatedAt: new Date() }).where(scoped(db, within, id));

export const setExamGroupInstitutions = (db: DbOrTx, examGroupId: number, ids: readonly number[]) =>
  replaceLinks(db, examGroupInstitutions, examGroupInstitutions.examGroupId, examGroupId, ids.map((institutionId) => ({ examGroupId, institutionId })));

export const deleteExamGroup = (db: DbOrTx, within: Within, id: number) => db.delete(examGroups).where(scoped(db, within, id));

/**
 * Whether anything still names the exam group (its exams, a permission; aids and requests through
 * their foreign keys). The one place that decides whether an exam group may be removed.
 */
export async function isExamGroupInUse(db: DbOrTx, id: number): Promise<boolean> {
  return anyExists(
    db,
    rowsRefer(exams.examGroupId, id),
    permissionRefers('CLINICAL_EXAMINATION', 'group', id),
    stockRefers('CLINICAL_EXAMINATION', 'group', id),
  );
}

/** The programme of a follow-up, if within the scope. */
export async function followupProgram(db: DbOrTx, within: Within, followupId: number) {
  const [row] = await db.select({ programId: followups.programId }).from(followups)
    .where(and(eq(followups.id, followupId), inProgram(followups.programId, within)));
  return row?.programId;
}
