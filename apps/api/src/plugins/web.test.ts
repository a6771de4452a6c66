import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_HINTS_FILE, type FirstLoadHints } from '@portal/domain';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';

/** A web build as `npm run build` leaves it: hashed assets with .br and .gz beside them. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
const script = 'export const hello = "olá";\n'.repeat(100);
const html = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${' '.repeat(2000)}</body></html>`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, '.vite'));
for (const [file, body] of [['assets/index-abc123.js', script], ['index.html', html], ['.vite/manifest.json', '{}']] as const) {
  fs.writeFileSync(path.join(dist, file), body);
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body));
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
}
/** The build's first-load hints (apps/web/build/first-load-hints.ts). */
const hints: FirstLoadHints = { login: ['assets/login-page-abc.js'], signedIn: ['assets/signed-in-abc.js', 'assets/full-abc.js'] };
fs.writeFileSync(path.join(dist, FIRST_LOAD_HINTS_FILE), JSON.stringify(hints));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
useTestApp((app) => { t = app; }, { webDist: dist });

const get = (url: string, acceptEncoding?: string) =>
  t.anon({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built web app', () => {
  it('sends the Brotli file of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves the document-only security headers off scripts but keeps nosniff', async () => {
    const res = await get('/assets/index-abc123.js', 'br');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('revalidates index.html on every visit, at its path and as the fallback of client routes', async () => {
    for (const url of ['/index.html', '/login?program=BEMESTAR', '/dashboard']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-security-policy'], url).toBeDefined();
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get('/api/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

/** The `Link` header's targets, with their `rel` (and `as`). */
const linksOf = (header: unknown): string[] =>
  typeof header === 'string' ? header.split(', ').map((link) => link.replace(/; crossorigin$/, '')) : [];

describe('the first-load hints sent with a page', () => {
  const sessionCookie = async () => {
    const res = await t.login('admin@demo.com.br', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    return `portal_session=${res.json<{ token: string }>().token}`;
  };

  it("announces /login's page and the session, programmes and the programme of ?program= it asks for", async () => {
    const res = await get('/login?program=BEMESTAR');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(linksOf(res.headers.link)).toEqual([
      '</assets/login-page-abc.js>; rel=modulepreload',
      '</api/user>; rel=preload; as=fetch',
      '</api/programs/list/all>; rel=preload; as=fetch',
      '</api/programs/by-slug/BEMESTAR>; rel=preload; as=fetch',
    ]);
    // Each announced answer is one the API gives a visitor.
    for (const url of ['/api/user', '/api/programs/list/all', '/api/programs/by-slug/BEMESTAR']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('never puts a malformed programme slug in the header', async () => {
    for (const slug of ['a%3E%2C%20%3C%2Fevil%3E', 'x'.repeat(101), '%C3%A9']) {
      const links = linksOf((await get(`/login?program=${slug}`)).headers.link);
      expect(links.some((link) => link.includes('by-slug')), slug).toBe(false);
      expect(links).toContain('</assets/login-page-abc.js>; rel=modulepreload');
    }
  });

  it("announces the shell's chunks and the first answers only to a live session", async () => {
    expect((await get('/dashboard')).headers.link).toBeUndefined();
    expect((await t.anon({ method: 'GET', url: '/dashboard', headers: { cookie: 'portal_session=not-a-session' } })).headers.link).toBeUndefined();

    const cookie = await sessionCookie();
    const signedIn = await t.anon({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(linksOf(signedIn.headers.link)).toEqual([
      '</assets/signed-in-abc.js>; rel=modulepreload',
      '</assets/full-abc.js>; rel=modulepreload',
      '</api/user>; rel=preload; as=fetch',
      '</api/programs/list/all>; rel=preload; as=fetch',
    ]);
    // The patient's link and signing out open without the shell.
    for (const url of ['/p/ABC123', '/logout']) {
      expect((await t.anon({ method: 'GET', url, headers: { cookie } })).headers.link, url).toBeUndefined();
    }
  });

  it("keeps the build's manifests private", async () => {
    for (const file of [FIRST_LOAD_HINTS_FILE, '.vite/manifest.json']) {
      const res = await get(`/${file}`);
      // Not the file: the page, as for any other address outside the API.
      expect(res.headers['content-type'], file).toMatch(/text\/html/);
      expect(res.body, file).toBe(html);
    }
  });
});
