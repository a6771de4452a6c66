import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FileType } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { programFiles, programs } from '#db/schema/index.ts';
import type { Scope, ScopedProgramId } from '#platform/context/scope.ts';

const columns = {
  id: programFiles.id,
  name: programFiles.name,
  description: programFiles.description,
  programId: programFiles.programId,
  fileType: programFiles.fileType,
  procedureType: programFiles.procedureType,
  groupId: programFiles.groupId,
  itemId: programFiles.itemId,
  uf: programFiles.uf,
  contentType: programFiles.contentType,
  size: programFiles.size,
  createdAt: programFiles.createdAt,
};

const stored = { ...columns, storageKey: programFiles.storageKey, originalName: programFiles.originalName };

export type ProgramFileValues = Omit<typeof programFiles.$inferInsert, 'id' | 'createdAt'>;

/** A programme's files plus the GENERAL ones (no programme), which every programme shares. */
const visibleIn = (programId: ScopedProgramId): SQL | undefined => or(eq(programFiles.programId, programId), isNull(programFiles.programId));

/** What a scope sees: the session programme's and GENERAL files, every file for a system administrator. */
const inScope = (scope: Scope): SQL | undefined => (scope.allPrograms ? undefined : visibleIn(scope.programId));

/** The name of the group a library file names, by its type (decision 0079). */
const groupName = sql<string | null>`case ${programFiles.procedureType}
  when 'CLINICAL_EXAMINATION' then (select g.name from exam_groups g where g.id = ${programFiles.groupId})
  when 'SUPPLY' then (select g.name from supply_groups g where g.id = ${programFiles.groupId})
  when 'TRAVEL' then (select g.name from travel_groups g where g.id = ${programFiles.groupId}) end`;
const itemName = sql<string | null>`case ${programFiles.procedureType}
  when 'CLINICAL_EXAMINATION' then (select e.exam_type_name from exams e where e.id = ${programFiles.itemId})
  when 'SUPPLY' then (select s.name from supplies s where s.id = ${programFiles.itemId})
  when 'TRAVEL' then (select a.name from aids a where a.id = ${programFiles.itemId}) end`;

/** A programme's library and PCDT files plus the GENERAL ones, with their group's and item's names; never agreement files. */
export function listProgramFiles(db: DbOrTx, programId: ScopedProgramId, fileType?: FileType) {
  const types: SQL | undefined = fileType ? eq(programFiles.fileType, fileType)
    : or(eq(programFiles.fileType, 'LIBRARY'), eq(programFiles.fileType, 'CONTENTS'));
  return db.select({ ...columns, groupName, itemName }).from(programFiles)
    .where(and(visibleIn(programId), types))
    .orderBy(asc(programFiles.name), asc(programFiles.id));
}

/** PCDT files of one state (null = Geral) visible in a programme. */
export function listPcdtFiles(db: DbOrTx, programId: ScopedProgramId, uf: string | null) {
  return db.select(stored).from(programFiles).where(and(
    visibleIn(programId),
    eq(programFiles.fileType, 'CONTENTS'),
    uf === null ? isNull(programFiles.uf) : eq(programFiles.uf, uf),
  )).orderBy(asc(programFiles.name), asc(programFiles.id));
}

/** A library or PCDT file the scope sees (agreement files are never served here). */
export async function findProgramFile(db: DbOrTx, scope: Scope, id: number) {
  const [row] = await db.select(stored).from(programFiles)
    .where(and(eq(programFiles.id, id), ne(programFiles.fileType, 'PATIENT_AGREEMENT'), inScope(scope)));
  return row;
}

/**
 * The file a signed link names. The link is the credential: only `download` mints one, after
 * finding the file in the caller's scope, and the signature binds the id.
 */
export async function findLinkedFile(db: DbOrTx, id: number) {
  const [row] = await db.select(stored).from(programFiles).where(eq(programFiles.id, id));
  return row;
}

export async function insertProgramFile(db: DbOrTx, values: ProgramFileValues) {
  const [row] = await db.insert(programFiles).values(values).returning(columns);
  return row!;
}

export const deleteProgramFile = (db: DbOrTx, scope: Scope, id: number) =>
  db.delete(programFiles).where(and(eq(programFiles.id, id), inScope(scope)));

// The public /pcdt page: a programme named by its slug, its PCDT (CONTENTS) files only.

/** The programme with that slug (any case) and its modules. */
export async function findProgramBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select({ id: programs.id, modules: programs.modules }).from(programs)
    .where(eq(sql`upper(${programs.slug})`, slug.toUpperCase())).limit(1);
  return row;
}

const publicPcdt = (slug: string): SQL | undefined => and(
  eq(programFiles.fileType, 'CONTENTS'),
  eq(programFiles.programId, sql`(select ${programs.id} from ${programs} where upper(${programs.slug}) = ${slug.toUpperCase()})`),
);

/** The PCDT files of the programme with that slug; of one state (null = Geral) when `uf` is given. */
export function listPublicPcdtFiles(db: DbOrTx, slug: string, uf?: string | null) {
  const state = uf === undefined ? undefined : uf === null ? isNull(programFiles.uf) : eq(programFiles.uf, uf);
  return db.select(stored).from(programFiles).where(and(publicPcdt(slug), state)).orderBy(asc(programFiles.name), asc(programFiles.id));
}

export async function findPublicPcdtFile(db: DbOrTx, slug: string, id: number) {
  const [row] = await db.select(columns).from(programFiles).where(and(publicPcdt(slug), eq(programFiles.id, id)));
  return row;
}
