import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS, firstPaintDocument, firstScreenDocument, type FirstScreen } from '@portal/domain';
import { useTestApp, type TestApp } from '#test/test-app.ts';

/** A web build as `npm run build` leaves it: hashed assets with .br and .gz beside them. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
const script = 'export const hello = "olá";\n'.repeat(100);
const html = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${' '.repeat(2000)}</body></html>`;
/** Each first screen's document, told apart by a hint of its own. */
const screenHtml = Object.fromEntries(FIRST_SCREENS.map((screen) =>
  [screen, html.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${screen}-abc123.js"></head>`)]));
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, '.vite'));
/** The public screens' documents with their first paint (the build paints these three). */
const PAINTED: readonly FirstScreen[] = ['contents', 'pcdt', 'patientLink'];
const paintedHtml = Object.fromEntries(PAINTED.map((screen) =>
  [screen, screenHtml[screen]!.replace('<body>', `<body><div id="first-paint">${screen}</div>`)]));
const files = [
  ['assets/index-abc123.js', script], ['index.html', html], ['.vite/manifest.json', '{}'],
  ...FIRST_SCREENS.map((screen) => [firstScreenDocument(screen), screenHtml[screen]!] as const),
  ...PAINTED.map((screen) => [firstPaintDocument(screen), paintedHtml[screen]!] as const),
] as const;
for (const [file, body] of files) {
  fs.writeFileSync(path.join(dist, file), body);
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body));
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
useTestApp((app) => { t = app; }, { webDist: dist });

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  t.anon({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(cookie ? { cookie } : {}) } });

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

  it("sends a first screen's address the document that names what it loads, and any other address index.html", async () => {
    const expected = {
      signedIn: ['/dashboard', '/procedures/exams/12?status=OPEN', '/Users/7/edit/', '/contents/bula-x'],
      contents: ['/contents', '/contents?program='],
      pcdt: ['/pcdt', '/pcdt?filter=x'],
    };
    for (const [screen, urls] of Object.entries(expected)) {
      for (const url of urls) {
        const res = await get(url, 'br');
        expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(screenHtml[screen]);
      }
    }
    for (const url of ['/', '/login?next=%2Fdashboard', '/p/', '/procedures', '/dashboard/x']) {
      const res = await get(url);
      expect(res.body, url).toBe(html);
    }
  });

  it('paints the public frame first for a visitor of the page it paints: a patient\'s link, a named programme\'s contents and PCDTs', async () => {
    const painted = {
      contents: ['/contents?program=BEMESTAR', '/contents?q=x&program=BEMESTAR'],
      pcdt: ['/pcdt?program=BEMESTAR'],
      patientLink: ['/p/ABC123', '/p/ABC123?program=BEMESTAR'],
    };
    for (const [screen, urls] of Object.entries(painted)) {
      for (const url of urls) expect((await get(url)).body, url).toBe(paintedHtml[screen]);
    }
    // Signed in, the public pages open in the shell: their document names the loads, without the public frame.
    for (const cookie of ['portal_session=abc', '__Host-portal_session=abc']) {
      expect((await get('/contents?program=BEMESTAR', undefined, cookie)).body, cookie).toBe(screenHtml.contents);
      expect((await get('/pcdt?program=BEMESTAR', undefined, cookie)).body, cookie).toBe(screenHtml.pcdt);
    }
    // The patient's link is public whoever opens it.
    expect((await get('/p/ABC123', undefined, 'portal_session=abc')).body).toBe(paintedHtml.patientLink);
  });

  it('answers /metrics 404, not the page, when neither METRICS_PORT nor METRICS_TOKEN is set, whatever token comes', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123' }]) {
      const res = await t.anon({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get('/api/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe("the build's own files", () => {
  it("keeps Vite's manifest, which names every source file, private", async () => {
    const res = await get('/.vite/manifest.json');
    // Not the file: the page, as for any other address outside the API.
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(html);
  });
});
