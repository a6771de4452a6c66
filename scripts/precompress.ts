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
  const gz = await gzip(data, { level: 9 });
  const br = await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  // Even a chunk of a few hundred bytes shrinks; one that would not is served as it is.
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
