import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { sendDownload } from './download-reply.ts';
import * as service from './program-files.service.ts';
import * as publicPcdt from './public-pcdt.service.ts';
import { readUploadForm, UPLOAD_LIMITS } from './upload-form.ts';

const { programFiles: c } = contract;

/**
 * Library and PCDT files (spec §7 Files; contracts in @portal/domain/contracts/program-files),
 * stored through the configured file store. Multipart is registered here, in this module's scope.
 */
export async function programFilesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, ...UPLOAD_LIMITS } });

  route(app, c.list, ({ deps, ctx, params, query }) => service.listProgramFiles(deps, ctx, params.programId, query.fileType));
  route(app, c.upload, async ({ deps, ctx, request }) => {
    const { input, file } = await readUploadForm(request);
    return service.uploadProgramFile(deps, ctx, input, file);
  }, { bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 });
  route(app, c.targets, ({ deps, ctx, query }) => service.libraryTargets(deps, ctx, query));
  route(app, c.remove, ({ deps, ctx, params }) => service.deleteProgramFile(deps, ctx, params.programFileId));
  route(app, c.download, ({ deps, ctx, params }) => service.downloadLink(deps, ctx, params.programFileId));
  route(app, c.content, async ({ deps, ctx, params, query, reply }) =>
    sendDownload(reply, await service.linkedContent(deps, ctx ?? null, params.programFileId, query.expires, query.signature)));
  route(app, c.pcdtZip, async ({ deps, ctx, query, reply }) =>
    sendDownload(reply, await service.pcdtZip(deps, ctx, query.programId, query.uf)));
  // The public /pcdt page: visitors list and download a programme's protocols.
  route(app, c.publicPcdt, ({ deps, params }) => publicPcdt.publicPcdtFiles(deps, params.programSlug));
  route(app, c.publicPcdtDownload, ({ deps, params }) => publicPcdt.publicPcdtLink(deps, params.programSlug, params.programFileId));
  route(app, c.publicPcdtZip, async ({ deps, params, query, reply }) =>
    sendDownload(reply, await publicPcdt.publicPcdtZip(deps, params.programSlug, query.uf)));
}
