import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FIRST_SCREENS, firstPaintDocument, firstScreenDocument, firstScreenOf, paintsFirst, PROGRAM_QUERY_PARAM } from '@portal/domain';
import { AppError } from '../lib/app-error.ts';
import { hasOverlongSegment } from './framework-errors.ts';
import { isApiRequest } from './security.ts';
import { tokenFrom } from './auth.ts';

/**
 * Headers the security plugin sets for documents (policies a page, frame or download obeys) that a
 * script or stylesheet ignores, and the validators an immutable file does not need. Dropped from hashed .js/.css answers: over HTTP/1.1 they cost ~600
 * bytes on each of the dozens of chunks a page loads. `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy`, which do apply to scripts, stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  // A hashed file never changes, so it is never revalidated or fetched in parts either.
  'etag', 'last-modified', 'accept-ranges',
  'content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy',
  'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];
const SUBRESOURCE = /\.(?:js|css)$/;

/**
 * Serves the built SPA from the same process and port, with the Brotli/gzip files the build writes
 * beside each asset (scripts/precompress.ts) chosen by Accept-Encoding. Vite's hashed assets are
 * cached for a year; every other non-API path falls back to index.html (revalidated on each visit)
 * so client-side routes survive a reload. A signed-in screen's address, /contents and /pcdt get the
 * build's copy of it that also names their screen's chunks and first answers (decision 0102).
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root }, 'web build not found: run `npm run build` to serve the portal UI');
    return;
  }
  // A build without them (or an older one) serves index.html everywhere.
  const documents = new Map(FIRST_SCREENS.map((screen) => {
    const file = firstScreenDocument(screen);
    return [screen, fs.existsSync(path.join(root, file)) ? file : 'index.html'] as const;
  }));
  const painted = new Map(FIRST_SCREENS.map((screen) => [screen, firstPaintDocument(screen)] as const)
    .filter(([, file]) => fs.existsSync(path.join(root, file))));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // Vite's manifest names every source file: it is the build's, not the browser's.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (immutable && SUBRESOURCE.test(filePath.replace(/\.(?:br|gz)$/, ''))) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (isApiRequest(request)) {
      // A path parameter past the router's limit matches this catch-all instead of reaching the
      // router's own refusal: answer it as the router would without a built web app (decision 0066).
      if (hasOverlongSegment(request.url)) throw new AppError('uriTooLong', 414);
      return reply.callNotFound();
    }
    reply.header('cache-control', 'no-cache');
    const [pathname, query = ''] = request.url.split('?', 2) as [string, string?];
    const screen = firstScreenOf(pathname);
    if (screen === undefined) return reply.sendFile('index.html');
    const paint = painted.get(screen);
    const paints = paint !== undefined && paintsFirst(screen, {
      programNamed: Boolean(new URLSearchParams(query).get(PROGRAM_QUERY_PARAM)?.trim()), signedIn: tokenFrom(request) !== undefined,
    });
    return reply.sendFile(paints ? paint : documents.get(screen)!);
  });
}
