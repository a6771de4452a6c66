import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint, FILE_TYPES } from './endpoint.ts';
import {
  libraryTargetSchema, libraryTargetsQuerySchema, pcdtZipQuerySchema, programFileDownloadSchema, programFileIdParamSchema, programFileLinkQuerySchema, programFileListParamsSchema,
  programFileListQuerySchema, programFileSchema, publicPcdtFileParamsSchema, publicPcdtParamsSchema, publicPcdtZipQuerySchema,
} from '../schemas/program-files.ts';

/**
 * Spec §7 Files: the library and PCDT files. Readers are those who see either screen; only admins
 * and system administrators upload and delete (spec §6). The content and zip endpoints stream a
 * file, so they declare no answer schema.
 */
const tags = ['program-files'];
const readers = { routes: ['library', 'pcdt'] } as const;
const managers = { types: ['SYSADMIN', 'ADMIN'] } as const;

export const programFilesContract = {
  list: endpoint({
    method: 'GET', path: '/program-files/:programId', access: readers, tags,
    params: programFileListParamsSchema, query: programFileListQuerySchema, responses: { 200: z.array(programFileSchema), ...errors },
  }),
  /** Multipart: the upload fields, then the file as `libraryFile`. */
  upload: endpoint({
    method: 'POST', path: '/program-files', access: managers, tags,
    consumes: ['multipart/form-data'], responses: { 201: programFileSchema, ...errors },
  }),
  /** The upload form's pickers: the groups a library file may name, or the items of one group (decision 0079). */
  targets: endpoint({
    method: 'GET', path: '/program-files/targets', access: managers, tags,
    query: libraryTargetsQuerySchema, responses: { 200: z.array(libraryTargetSchema), ...errors },
  }),
  remove: endpoint({
    method: 'DELETE', path: '/program-files/:programFileId', access: managers, tags,
    params: programFileIdParamSchema, responses: { 204: z.null(), ...errors },
  }),
  /** A short-lived signed link to `content`. */
  download: endpoint({
    method: 'GET', path: '/program-files/download/:programFileId', access: readers, tags,
    params: programFileIdParamSchema, responses: { 200: programFileDownloadSchema, ...errors },
  }),
  /** The signed link is the credential: it opens in a new tab, where no session header goes. */
  content: endpoint({
    method: 'GET', path: '/program-files/content/:programFileId', access: { public: true }, tags,
    params: programFileIdParamSchema, query: programFileLinkQuerySchema, produces: [FILE_TYPES.any],
  }),
  pcdtZip: endpoint({
    method: 'GET', path: '/program-files/pcdt/zip', access: { routes: ['pcdt'] }, tags,
    query: pcdtZipQuerySchema, produces: [FILE_TYPES.zip],
  }),
  /**
   * The public /pcdt page (spec §2): a visitor lists and downloads a programme's protocols, named
   * by the programme's slug; a programme without the PCDT module answers like an unknown one.
   */
  publicPcdt: endpoint({
    method: 'GET', path: '/program-files/pcdt/public/:programSlug', access: { public: true }, tags,
    params: publicPcdtParamsSchema, responses: { 200: z.array(programFileSchema), ...errors },
  }),
  publicPcdtDownload: endpoint({
    method: 'GET', path: '/program-files/pcdt/public/:programSlug/download/:programFileId', access: { public: true }, tags,
    params: publicPcdtFileParamsSchema, responses: { 200: programFileDownloadSchema, ...errors },
  }),
  publicPcdtZip: endpoint({
    method: 'GET', path: '/program-files/pcdt/public/:programSlug/zip', access: { public: true }, tags,
    params: publicPcdtParamsSchema, query: publicPcdtZipQuerySchema, produces: [FILE_TYPES.zip],
  }),
};
