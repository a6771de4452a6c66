import type { FastifyReply } from 'fastify';
import type { FileDownload } from './program-files.service.ts';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a download as an attachment the browser neither caches nor sniffs. Its own policy
 * forbids everything and sandboxes the document: an SVG (which may carry script) opened by the
 * browser anyway runs nothing and reaches nothing of the portal (decision 0077).
 */
export function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  reply.header('Content-Type', download.contentType);
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (download.size !== undefined) reply.header('Content-Length', download.size);
  return reply
    .header('Content-Disposition', contentDisposition(download.name))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(download.stream);
}
