import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProcess } from './server.ts';

export interface ScriptFile { url: string; encoding: string; transferred: number; gzip: number; raw: number }
export interface LoginJs { files: number; raw: number; gzip: number; transferred: number; encodings: string; scripts: ScriptFile[] }

/**
 * Loads /login in headless Chromium and sums, over every script it fetched, the bytes actually
 * transferred (the encoded body, as Lighthouse's script transfer size counts it: Brotli when the
 * server has it), the raw size and the size at gzip -9 for comparison. `encodings` says which
 * Content-Encodings came back (e.g. "br×6").
 */
export async function loginJsBytes(baseUrl: string, pagePath = '/login?program=BEMESTAR'): Promise<LoginJs> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptFile>[] = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script') return;
      pending.push((async () => {
        const res = await req.response();
        const body = res ? await res.body() : Buffer.alloc(0);
        const sizes = await req.sizes();
        return {
          url: req.url().replace(baseUrl, ''),
          encoding: (await res?.headerValue('content-encoding')) ?? 'identity',
          transferred: sizes.responseBodySize,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        };
      })());
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    const sum = (key: 'transferred' | 'gzip' | 'raw') => scripts.reduce((n, s) => n + s[key], 0);
    const byEncoding = new Map<string, number>();
    for (const s of scripts) byEncoding.set(s.encoding, (byEncoding.get(s.encoding) ?? 0) + 1);
    return {
      files: scripts.length, raw: sum('raw'), gzip: sum('gzip'), transferred: sum('transferred'),
      encodings: [...byEncoding].map(([e, n]) => `${e}×${n}`).join(', '), scripts,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `node --import tsx bench/login-js.ts [path]`: serves apps/web/dist and prints /login's scripts. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-login-js-'));
  const portal = await startProcess('apps/api/src/main/server.ts', { DATA_DIR: dataDir, NODE_ENV: 'bench' }, '/api/healthz');
  try {
    const js = await loginJsBytes(portal.url, process.argv[2]);
    for (const s of js.scripts.sort((a, b) => b.transferred - a.transferred)) {
      console.log(`${kb(s.transferred).padStart(9)} ${s.encoding.padEnd(8)} ${kb(s.gzip).padStart(9)} gz ${kb(s.raw).padStart(9)} raw  ${s.url}`);
    }
    console.log(`${js.files} scripts: ${kb(js.transferred)} transferred (${js.encodings}), ${kb(js.gzip)} at gzip -9, ${kb(js.raw)} raw; budget 150 KB`);
  } finally {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
