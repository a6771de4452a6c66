import type { FastifyReply } from 'fastify';
import type { FileDownload } from './program-files.service.ts';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a download as an attachment the browser neither caches nor sniffs. */
export function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  reply.header('Content-Type', download.contentType);
  if (download.size !== undefined) reply.header('Content-Length', download.size);
  return reply
    .header('Content-Disposition', contentDisposition(download.name))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(download.stream);
}
