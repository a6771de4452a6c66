import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA from the same process and port. Vite's hashed assets are cached for a year;
 * every other non-API path falls back to index.html so client-side routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root }, 'web build not found: run `npm run build` to serve the portal UI');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
