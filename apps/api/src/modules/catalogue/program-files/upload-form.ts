import type { FastifyRequest } from 'fastify';
import { programFileUploadSchema, type ProgramFileUpload } from '@portal/domain';
import { AppError } from '#platform/lib/app-error.ts';
import type { UploadedFile } from './program-files.service.ts';

/** The multipart plugin's limits for one upload: the file plus a few short fields. */
export const UPLOAD_LIMITS = { files: 1, fields: 10, fieldSize: 2000, parts: 12, headerPairs: 100 };

const FIELD_NAMES: readonly string[] = ['name', 'description', 'fileType', 'procedureType', 'groupId', 'itemId', 'uf'];

/**
 * Reads an upload form: the known fields and the first `libraryFile` part (anything else is
 * drained and ignored), validated like any body, field errors in the one error shape.
 */
export async function readUploadForm(request: FastifyRequest): Promise<{ input: ProgramFileUpload; file: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError('fileRequired', 400);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'libraryFile' || file) {
          part.file.resume();
          continue;
        }
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (FIELD_NAMES.includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('fileSizeIsInvalid', 400);
    throw error;
  }
  const parsed = programFileUploadSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
    throw new AppError('validation', 400, fieldErrors);
  }
  if (!file) throw new AppError('fileRequired', 400);
  return { input: parsed.data, file };
}
