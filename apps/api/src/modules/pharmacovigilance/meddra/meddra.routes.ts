import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { listReleases, MEDDRA_FILE_MAX_BYTES, searchTerms, uploadRelease, type MeddraUpload } from './meddra.service.ts';

const { pharmacovigilance: c } = contract;


/** The multipart parts: `version`, and the two files by field name (`llt`, `pt`) or by file name (llt.asc, pt.asc). */
async function readUpload(request: FastifyRequest): Promise<MeddraUpload> {
  if (!request.isMultipart()) throw new AppError('fileRequired', 400);
  const out: MeddraUpload = { version: undefined, llt: undefined, pt: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'version') out.version = String(part.value);
        continue;
      }
      const name = `${part.fieldname} ${part.filename}`.toLowerCase();
      if (/\bllt\b|llt\.asc/.test(name) && !out.llt) out.llt = await part.toBuffer();
      else if (/\bpt\b|pt\.asc/.test(name) && !out.pt) out.pt = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The limit the file broke, in the answer's words (the portal's generic size message names other limits).
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('pvFileTooLarge', 400, undefined, { max: MEDDRA_FILE_MAX_BYTES / 1024 / 1024 });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('fileSizeIsInvalid', 400);
    throw error;
  }
  return out;
}


/** The company's MedDRA releases (the portal ships none) and the LLT search of the case editor. */
export async function meddraRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MEDDRA_FILE_MAX_BYTES, files: 2, fields: 2, fieldSize: 100, parts: 4, headerPairs: 100 } });
  route(app, c.meddraReleases, ({ deps, ctx, query }) => listReleases(deps, ctx, query.programId));
  route(app, c.uploadMeddra, ({ deps, ctx, query, request }) => uploadRelease(deps, ctx, query.programId, () => readUpload(request)),
    { bodyLimit: 2 * MEDDRA_FILE_MAX_BYTES + 64 * 1024 });
  route(app, c.searchMeddra, ({ deps, ctx, query }) => searchTerms(deps, ctx, query.programId, query.q));
}
