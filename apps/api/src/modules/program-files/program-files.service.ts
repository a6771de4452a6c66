import { randomUUID } from 'node:crypto';
import { pcdtFileName, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES, type ProgramFileUpload } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { checkFileType } from '../../integrations/storage/file-type.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import { signLink } from '../../integrations/storage/signed-url.ts';
import { assertProgramScope, type Actor } from '../programs/program-scope.ts';
import * as repo from './program-files.repository.ts';

export interface UploadedFile { fileName: string; data: Buffer }

/**
 * Stores an uploaded library or PCDT file: size 1 KB to 10 MB, content recognised by its bytes
 * and matching its name, bytes under a generated key, row and audit in one transaction.
 */
export async function uploadProgramFile(
  db: Db, storage: FileStorage, auth: AuthContext, actor: Actor, input: ProgramFileUpload, file: UploadedFile,
) {
  if (file.data.length < UPLOAD_MIN_BYTES || file.data.length > UPLOAD_MAX_BYTES) throw new AppError('fileSizeIsInvalid', 400);
  const type = checkFileType(file.data, file.fileName);
  if (!type) throw new AppError('invalidFileType', 400);

  const pcdt = input.fileType === 'CONTENTS';
  const procedureType = pcdt ? 'PCDT' : input.procedureType!;
  // GENERAL library files are shared by every programme; everything else belongs to the session's.
  const programId = procedureType === 'GENERAL' ? null : auth.programId;
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
        createdById: actor.userId,
      });
      await recordAudit(tx, { actorId: actor.userId, action: 'create', entity: 'programFile', entityId: row.id, after: row, ip: actor.ip });
      return row;
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function getVisibleFile(db: Db, auth: AuthContext, id: number) {
  const file = await repo.findProgramFile(db, id);
  if (!file || file.fileType === 'PATIENT_AGREEMENT') throw notFound('fileNotFound');
  assertProgramScope(auth, file.programId);
  return file;
}

export async function deleteProgramFile(db: Db, storage: FileStorage, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  const file = await getVisibleFile(db, auth, id);
  await db.transaction(async (tx) => {
    await repo.deleteProgramFile(tx, id);
    const { storageKey: _key, ...before } = file;
    await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'programFile', entityId: id, before, ip: actor.ip });
  });
  // The row is gone; a failure to remove the bytes leaves only an unreachable object.
  await storage.delete(file.storageKey).catch(() => undefined);
}

/** A link to the content route, valid for the configured few minutes. */
export function downloadUrl(secret: string, ttlSeconds: number, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `/api/program-files/content/${id}?expires=${expires}&signature=${signLink(secret, `program-file:${id}`, expires)}`;
}

/** The file name a browser saves: the display name with the stored extension. */
export function downloadName(file: { name: string; storageKey: string }): string {
  const ext = file.storageKey.slice(file.storageKey.lastIndexOf('.'));
  const base = file.name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'arquivo';
  return base.toLowerCase().endsWith(ext) ? base : `${base}${ext}`;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
