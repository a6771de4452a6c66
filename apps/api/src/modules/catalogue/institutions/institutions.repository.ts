import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { examGroupInstitutions, examInstitutions, institutions, supplyInstitutions } from '#db/schema/index.ts';
import { countAll, paged, searchAny } from '#platform/lib/paging.ts';
import { inProgram, type Within } from '#platform/lib/scope-filter.ts';
import { anyExists, rowsRefer } from '#platform/lib/in-use.ts';

const columns = { id: institutions.id, programId: institutions.programId, name: institutions.name, agreementFilePath: institutions.agreementFilePath };

export type InstitutionValues = Omit<typeof institutions.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'programId'> & { programId: ScopedProgramId };

const inScope = (within: Within, id: number) => and(eq(institutions.id, id), inProgram(institutions.programId, within));

export async function findInstitution(db: DbOrTx, within: Within, id: number) {
  const [row] = await db.select(columns).from(institutions).where(inScope(within, id));
  return row;
}

export const listProgramInstitutions = (db: DbOrTx, programId: ScopedProgramId) =>
  db.select(columns).from(institutions).where(eq(institutions.programId, programId)).orderBy(asc(institutions.name), asc(institutions.id));

export function pageInstitutions(db: DbOrTx, programId: ScopedProgramId, q: { filter?: string | undefined; skip: number; take: number }) {
  const where = and(eq(institutions.programId, programId), searchAny(q.filter, [institutions.name]));
  return paged(
    db.select(columns).from(institutions).where(where).orderBy(asc(institutions.name), asc(institutions.id)).limit(q.take).offset(q.skip),
    db.select({ total: countAll() }).from(institutions).where(where),
  );
}

/** The ids among `ids` that are institutions of the programme. */
export const institutionsOfProgram = (db: DbOrTx, programId: number, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select({ id: institutions.id }).from(institutions)
    .where(and(eq(institutions.programId, programId), inArray(institutions.id, [...ids])));

export async function insertInstitution(db: DbOrTx, values: InstitutionValues) {
  const [row] = await db.insert(institutions).values(values).returning(columns);
  return row!;
}

export async function updateInstitution(db: DbOrTx, within: Within, id: number, values: InstitutionValues) {
  const [row] = await db.update(institutions).set({ ...values, updatedAt: new Date() }).where(inScope(within, id)).returning(columns);
  return row!;
}

export const deleteInstitution = (db: DbOrTx, within: Within, id: number) => db.delete(institutions).where(inScope(within, id));

/**
 * Whether configuration still names the institution (exam groups, exams, supplies). The one place
 * that decides whether an institution may be removed; the foreign keys back it up.
 */
export async function isInstitutionInUse(db: DbOrTx, id: number): Promise<boolean> {
  return anyExists(
    db,
    rowsRefer(examGroupInstitutions.institutionId, id),
    rowsRefer(examInstitutions.institutionId, id),
    rowsRefer(supplyInstitutions.institutionId, id),
  );
}
