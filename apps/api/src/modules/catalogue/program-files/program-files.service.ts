import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { API_BASE, isLibraryTargetType, PCDT_GENERAL, pcdtFileName, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES, type FileType, type LibraryTargetType, type ProgramFileUpload } from '@portal/domain';
import { contract, fillPath } from '@portal/domain/contracts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { checkFileType } from '#integrations/storage/file-type.ts';
import type { FileStorage } from '#integrations/storage/index.ts';
import { signLink, verifyLink } from '#integrations/storage/signed-url.ts';
import { uniqueNames, zipStream } from '#integrations/storage/zip-writer.ts';
import * as repo from './program-files.repository.ts';
import { libraryGroups, libraryItems } from './library-targets.repository.ts';

export interface UploadedFile { fileName: string; data: Buffer }

/** A file on its way to the browser: what the download headers need, and the bytes. */
export interface FileDownload { name: string; contentType: string; size?: number; stream: Readable }

/** A programme named in a request: another programme answers like one that does not exist. */
const namedProgram = (ctx: RequestContext, programId: number) => programIn(ctx.scope, programId, 'programNotFound');

export function listProgramFiles({ db }: Deps, ctx: RequestContext, programId: number, fileType?: Exclude<FileType, 'PATIENT_AGREEMENT'>) {
  return repo.listProgramFiles(db, namedProgram(ctx, programId), fileType);
}

/** The upload form's pickers (decision 0079): the programme's groups of the type, or one group's items. */
export async function libraryTargets({ db }: Deps, ctx: RequestContext, q: { programId: number; procedureType: LibraryTargetType; groupId?: number | undefined }) {
  const programId = namedProgram(ctx, q.programId);
  return q.groupId === undefined ? libraryGroups(db, programId, q.procedureType) : libraryItems(db, programId, q.procedureType, q.groupId);
}

/**
 * The group and item a library file names (spec §3 groupId/itemId, decision 0079): the group one of
 * the programme's of the file's type (exam, kit or travel group), the item one of that group's.
 */
async function checkTarget(db: DbOrTx, programId: ScopedProgramId | null, procedureType: string, groupId?: number, itemId?: number) {
  if (groupId === undefined) {
    if (itemId !== undefined) throw new AppError('libraryItemNotInGroup', 400);
    return;
  }
  if (programId === null || !isLibraryTargetType(procedureType) || (await libraryGroups(db, programId, procedureType, groupId)).length === 0) {
    throw new AppError('libraryGroupNotFound', 400);
  }
  if (itemId !== undefined && (await libraryItems(db, programId, procedureType, groupId, itemId)).length === 0) {
    throw new AppError('libraryItemNotInGroup', 400);
  }
}

/**
 * Stores an uploaded library or PCDT file: size 1 KB to 10 MB, content recognised by its bytes
 * and matching its name, bytes under a generated key, row and audit in one transaction.
 */
export async function uploadProgramFile({ db, storage }: Deps, ctx: RequestContext, input: ProgramFileUpload, file: UploadedFile) {
  if (file.data.length < UPLOAD_MIN_BYTES || file.data.length > UPLOAD_MAX_BYTES) throw new AppError('fileSizeIsInvalid', 400);
  const type = checkFileType(file.data, file.fileName);
  if (!type) throw new AppError('invalidFileType', 400);

  const pcdt = input.fileType === 'CONTENTS';
  const procedureType = pcdt ? 'PCDT' : input.procedureType!;
  // GENERAL library files are shared by every programme; everything else belongs to the session's.
  const programId = procedureType === 'GENERAL' ? null : ctx.scope.programId;
  await checkTarget(db, programId, procedureType, input.groupId, input.itemId);
  const storageKey = `program-files/${randomUUID()}.${type.extensions[0]}`;
  await storage.put(storageKey, file.data, type.contentType);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertProgramFile(tx, {
        programId,
        name: pcdt ? pcdtFileName(input.uf, input.name) : input.name,
        description: input.description ?? null,
        fileType: input.fileType,
        procedureType,
        groupId: input.groupId ?? null,
        itemId: input.itemId ?? null,
        uf: pcdt ? (input.uf ?? null) : null,
        storageKey,
        contentType: type.contentType,
        size: file.data.length,
        originalName: file.fileName.slice(0, 255),
        createdById: ctx.userId,
      });
      await recordAudit(tx, { actorId: ctx.userId, action: 'create', entity: 'programFile', entityId: row.id, after: row, ip: ctx.ip });
      return row;
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A library or PCDT file the caller's scope sees; another programme's answers like a missing one. */
async function visibleFile({ db }: Deps, ctx: RequestContext, id: number) {
  const file = await repo.findProgramFile(db, ctx.scope, id);
  if (!file) throw notFound('fileNotFound');
  return file;
}

export async function deleteProgramFile(deps: Deps, ctx: RequestContext, id: number): Promise<void> {
  const file = await visibleFile(deps, ctx, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteProgramFile(tx, ctx.scope, id);
    const { storageKey: _key, ...before } = file;
    await recordAudit(tx, { actorId: ctx.userId, action: 'delete', entity: 'programFile', entityId: id, before, ip: ctx.ip });
  });
  // The row is gone; a failure to remove the bytes leaves only an unreachable object.
  await deps.storage.delete(file.storageKey).catch(() => undefined);
}

const linkSubject = (id: number) => `program-file:${id}`;

/** A link to the content endpoint, valid for the configured few minutes. */
export async function downloadLink(deps: Deps, ctx: RequestContext, id: number): Promise<{ url: string }> {
  const file = await visibleFile(deps, ctx, id);
  return signedLink(deps, file.id);
}

/** A signed link to a file's content; callers mint one only after finding the file for the caller. */
export function signedLink(deps: Deps, fileId: number): { url: string } {
  const { urlSecret, urlTtlSeconds } = deps.config.storage;
  const expires = Math.floor(deps.now().getTime() / 1000) + urlTtlSeconds;
  const path = fillPath(contract.programFiles.content.path, { programFileId: fileId });
  return { url: `${API_BASE}${path}?expires=${expires}&signature=${signLink(urlSecret, linkSubject(fileId), expires)}` };
}

/**
 * The bytes a signed link names, refused when the link was altered, has expired or claims to live
 * longer than the configured TTL (decision 0022). With a session the file must still be visible
 * to it; a patient's signed agreement is never served through a signed link.
 */
export async function linkedContent(deps: Deps, ctx: RequestContext | null, id: number, expires: number, signature: string): Promise<FileDownload> {
  const { urlSecret, urlTtlSeconds } = deps.config.storage;
  const nowMs = deps.now().getTime();
  const verdict = verifyLink(urlSecret, linkSubject(id), expires, signature, nowMs);
  if (verdict !== 'ok') throw new AppError(verdict === 'expired' ? 'fileLinkExpired' : 'invalidFileLink', 403);
  if (expires * 1000 > nowMs + (urlTtlSeconds + 60) * 1000) throw new AppError('invalidFileLink', 403);
  const file = await repo.findLinkedFile(deps.db, id);
  if (!file) throw notFound('fileNotFound');
  // Patients' signed agreements are personal data: never served by a signature.
  if (file.fileType === 'PATIENT_AGREEMENT') throw new AppError('invalidFileLink', 403);
  if (ctx) await visibleFile(deps, ctx, id);
  return { name: downloadName(file), contentType: file.contentType, size: file.size, stream: await deps.storage.get(file.storageKey) };
}

/** "Baixar Todos": the PCDT files of one state (or Geral) as one zip, read one file at a time. */
export async function pcdtZip({ db, storage }: Deps, ctx: RequestContext, programId: number, uf: string): Promise<FileDownload> {
  const files = await repo.listPcdtFiles(db, namedProgram(ctx, programId), uf === PCDT_GENERAL ? null : uf);
  return zipOf(storage, files, uf);
}

type StoredFile = Awaited<ReturnType<typeof repo.listPcdtFiles>>[number];

/** Stored PCDT files of one state as one zip, streamed one file at a time; none answers `noFileToDownload`. */
export function zipOf(storage: FileStorage, files: readonly StoredFile[], uf: string): FileDownload {
  if (files.length === 0) throw notFound('noFileToDownload');
  const names = uniqueNames(files.map(downloadName));
  const stream = zipStream(files.map((file, i) => ({ name: names[i]!, modified: file.createdAt, open: () => storage.get(file.storageKey) })));
  return { name: `PCDT - ${uf}.zip`, contentType: 'application/zip', stream };
}

/** The file name a browser saves: the display name with the stored extension. */
function downloadName(file: { name: string; storageKey: string }): string {
  const ext = file.storageKey.slice(file.storageKey.lastIndexOf('.'));
  const base = file.name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'arquivo';
  return base.toLowerCase().endsWith(ext) ? base : `${base}${ext}`;
}
