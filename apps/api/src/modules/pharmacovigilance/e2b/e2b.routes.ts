import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { ACK_MAX_BYTES, E2B_CONTENT_TYPE, exportBatch, exportCase, uploadAck, type E2bFile } from './e2b.service.ts';

const { pharmacovigilance: c } = contract;

/** The uploaded acknowledgement's bytes (the first file part). */
async function readAckFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('fileRequired', 400);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || file) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The limit the file broke, in the answer's words (the portal's generic size message names other limits).
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('pvFileTooLarge', 400, undefined, { max: ACK_MAX_BYTES / 1024 / 1024 });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('fileSizeIsInvalid', 400);
    throw error;
  }
  if (!file) throw new AppError('fileRequired', 400);
  return file;
}


const sendXml = (reply: FastifyReply, file: E2bFile) => reply
  .type(E2B_CONTENT_TYPE)
  .header('Content-Disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
  .header('Cache-Control', 'private, no-store')
  .header('X-Content-Type-Options', 'nosniff')
  .send(file.body);

/** ICH E2B(R3) export of one case or a batch, and the gateway's acknowledgements (decision 0088). */
export async function e2bRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: ACK_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 100 } });
  route(app, c.exportCase, async ({ deps, ctx, params, reply }) => sendXml(reply, await exportCase(deps, ctx, params.protocol)));
  route(app, c.exportBatch, async ({ deps, ctx, query, reply }) => sendXml(reply, await exportBatch(deps, ctx, query.programId, query.protocols)));
  route(app, c.uploadAck, ({ deps, ctx, query, request }) => uploadAck(deps, ctx, query.programId, () => readAckFile(request)), { bodyLimit: ACK_MAX_BYTES + 64 * 1024 });
}
