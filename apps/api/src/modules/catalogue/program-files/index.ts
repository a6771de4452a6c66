/** The program-files module as other modules see it. */
export { programFilesRoutes } from './program-files.routes.ts';
export { contentDisposition, sendDownload } from './download-reply.ts';
