import type { FastifyReply } from 'fastify';

/** A generated file to hand to the browser (a template, an exported report). */
export interface GeneratedFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/** RFC 6266 Content-Disposition: an ASCII fallback and the UTF-8 name. */
const disposition = (name: string): string => {
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/** Sends a generated file as an attachment the browser neither caches nor sniffs. */
export function sendFile(reply: FastifyReply, file: GeneratedFile): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.data.length)
    .header('Content-Disposition', disposition(file.name))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.data);
}
