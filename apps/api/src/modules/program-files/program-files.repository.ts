import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FileType } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { programFiles } from '../../db/schema/index.ts';

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

/** A programme's library and PCDT files plus the GENERAL ones (no programme); never agreement files. */
export function listProgramFiles(db: DbOrTx, programId: number, fileType?: FileType) {
  const types: SQL | undefined = fileType ? eq(programFiles.fileType, fileType)
    : or(eq(programFiles.fileType, 'LIBRARY'), eq(programFiles.fileType, 'CONTENTS'));
  return db.select(columns).from(programFiles)
    .where(and(or(eq(programFiles.programId, programId), isNull(programFiles.programId)), types))
    .orderBy(asc(programFiles.name), asc(programFiles.id));
}

/** PCDT files of one state (null = Geral) visible in a programme. */
export function listPcdtFiles(db: DbOrTx, programId: number, uf: string | null) {
  return db.select(stored).from(programFiles).where(and(
    or(eq(programFiles.programId, programId), isNull(programFiles.programId)),
    eq(programFiles.fileType, 'CONTENTS'),
    uf === null ? isNull(programFiles.uf) : eq(programFiles.uf, uf),
  )).orderBy(asc(programFiles.name), asc(programFiles.id));
}

export async function findProgramFile(db: DbOrTx, id: number) {
  const [row] = await db.select(stored).from(programFiles).where(eq(programFiles.id, id));
  return row;
}

export async function insertProgramFile(db: DbOrTx, values: ProgramFileValues) {
  const [row] = await db.insert(programFiles).values(values).returning(columns);
  return row!;
}

export const deleteProgramFile = (db: DbOrTx, id: number) => db.delete(programFiles).where(eq(programFiles.id, id));
