import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@portal/domain';
import { AppError } from '../app-error.ts';

/** The multipart field that carries the spreadsheet (spec §5). */
export const SPREADSHEET_FIELD = 'file';

/** A route's body limit for a spreadsheet upload: the file plus the multipart framing. */
export const SPREADSHEET_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

/** Registers multipart in a module's scope with the spreadsheet limits (one file of at most 10 MB, a few fields). */
export async function registerSpreadsheetUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 } });
}

const sizeInvalid = () => new AppError('fileSizeIsInvalid', 400);

/**
 * The uploaded spreadsheet's bytes, from the multipart field `file` (other parts are drained).
 * Refuses with 400 `fileRequired` when there is none, `fileSizeIsInvalid` outside 1 KB–10 MB.
 */
export async function readSpreadsheetUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('fileRequired', 400);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== SPREADSHEET_FIELD || file) {
        part.file.resume();
        continue;
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw sizeInvalid();
    throw error;
  }
  if (!file) throw new AppError('fileRequired', 400);
  if (file.length < UPLOAD_MIN_BYTES || file.length > UPLOAD_MAX_BYTES) throw sizeInvalid();
  return file;
}
