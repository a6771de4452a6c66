import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  FILE_TYPES, PCDT_GENERAL, programFileDownloadSchema, programFileSchema, programFileUploadSchema, UFS, UPLOAD_MAX_BYTES,
} from '@portal/domain';
import { errorResponses as errors } from '../../lib/responses.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { createStorage } from '../../integrations/storage/index.ts';
import { verifyLink } from '../../integrations/storage/signed-url.ts';
import { uniqueNames, zipStream } from '../../integrations/storage/zip-writer.ts';
import { actorOf, assertProgramScope } from '../programs/program-scope.ts';
import * as repo from './program-files.repository.ts';
import * as service from './program-files.service.ts';

const tags = ['program-files'];
const readers = { routes: ['library', 'pcdt'] };
/** Spec §6: only admins and system administrators upload and delete programme and PCDT files. */
const managers = { types: ['SYSADMIN', 'ADMIN'] as const };
const fileIdParams = z.object({ programFileId: z.coerce.number().int().positive() });
const FIELD_NAMES = ['name', 'description', 'fileType', 'procedureType', 'groupId', 'itemId', 'uf'] as const;

/** Library and PCDT files (spec §7 Files), stored through the configured file store. */
export const programFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config);
  const { urlSecret, urlTtlSeconds } = app.config.storage;
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12, headerPairs: 100 },
  });

  app.get('/program-files/:programId', {
    config: { access: readers },
    schema: {
      tags, params: z.object({ programId: z.coerce.number().int().positive() }),
      querystring: z.object({ fileType: z.enum(FILE_TYPES).exclude(['PATIENT_AGREEMENT']).optional() }),
      response: { 200: z.array(programFileSchema), ...errors },
    },
  }, (request) => {
    assertProgramScope(authOf(request), request.params.programId);
    return repo.listProgramFiles(app.db, request.params.programId, request.query.fileType);
  });

  app.post('/program-files', {
    config: { access: managers },
    bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: programFileSchema, ...errors } },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('fileRequired', 400);
    const fields: Record<string, string> = {};
    let file: service.UploadedFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'libraryFile' || file) {
            part.file.resume();
            continue;
          }
          file = { fileName: part.filename, data: await part.toBuffer() };
        } else if ((FIELD_NAMES as readonly string[]).includes(part.fieldname)) {
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
    const row = await service.uploadProgramFile(app.db, storage, authOf(request), actorOf(request), parsed.data, file);
    return reply.status(201).send(row);
  });

  app.delete('/program-files/:programFileId', {
    config: { access: managers },
    schema: { tags, params: fileIdParams, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.deleteProgramFile(app.db, storage, authOf(request), actorOf(request), request.params.programFileId);
    return reply.status(204).send(null);
  });

  app.get('/program-files/download/:programFileId', {
    config: { access: readers },
    schema: { tags, params: fileIdParams, response: { 200: programFileDownloadSchema, ...errors } },
  }, async (request) => {
    const file = await service.getVisibleFile(app.db, authOf(request), request.params.programFileId);
    return { url: service.downloadUrl(urlSecret, urlTtlSeconds, file.id) };
  });

  // The signed link is the credential: it opens in a new tab, where no Authorization header goes.
  app.get('/program-files/content/:programFileId', {
    config: { access: { public: true } },
    schema: {
      tags, params: fileIdParams,
      querystring: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(1).max(100) }),
    },
  }, async (request, reply) => {
    const { programFileId } = request.params;
    const verdict = verifyLink(urlSecret, `program-file:${programFileId}`, request.query.expires, request.query.signature);
    if (verdict !== 'ok') throw new AppError(verdict === 'expired' ? 'fileLinkExpired' : 'invalidFileLink', 403);
    const file = await repo.findProgramFile(app.db, programFileId);
    if (!file) throw notFound('fileNotFound');
    const stream = await storage.get(file.storageKey);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Content-Disposition', service.contentDisposition(service.downloadName(file)))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });

  app.get('/program-files/pcdt/zip', {
    config: { access: { routes: ['pcdt'] } },
    schema: {
      tags,
      querystring: z.object({ programId: z.coerce.number().int().positive(), uf: z.enum([PCDT_GENERAL, ...UFS]).default(PCDT_GENERAL) }),
    },
  }, async (request, reply) => {
    const { programId, uf } = request.query;
    assertProgramScope(authOf(request), programId);
    const files = await repo.listPcdtFiles(app.db, programId, uf === PCDT_GENERAL ? null : uf);
    if (files.length === 0) throw notFound('noFileToDownload');
    const names = uniqueNames(files.map(service.downloadName));
    const zip = zipStream(files.map((file, i) => ({
      name: names[i]!,
      modified: file.createdAt,
      data: async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of await storage.get(file.storageKey)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    })));
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', service.contentDisposition(`PCDT - ${uf}.zip`))
      .header('Cache-Control', 'private, no-store')
      .send(zip);
  });
};
