/**
 * Writes .br and .gz beside every compressible file of the web build, so the API serves
 * precompressed assets (@fastify/static `preCompressed`) without compressing per request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const root = path.resolve(process.argv[2] ?? 'apps/web/dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of walk(root)) {
  const data = await fs.readFile(file);
  if (data.length < 1024) continue;
  await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
  await fs.writeFile(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
