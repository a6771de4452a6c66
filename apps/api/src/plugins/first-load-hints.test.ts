import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_HINTS_FILE } from '@portal/domain';
import { useTestApp, type TestApp } from '../test/test-app.ts';

/** A build whose hints file is of another shape (an older build's, or a corrupt one). */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
const html = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(dist, 'index.html'), html);
fs.mkdirSync(path.join(dist, path.dirname(FIRST_LOAD_HINTS_FILE)));
fs.writeFileSync(path.join(dist, FIRST_LOAD_HINTS_FILE), JSON.stringify({ login: ['</evil>; rel=preload'], signedIn: 'assets/x.js' }));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
useTestApp((app) => { t = app; }, { webDist: dist });

describe('a build whose first-load hints the server does not understand', () => {
  it('still sends every page, without hints', async () => {
    for (const url of ['/login?program=BEMESTAR', '/dashboard']) {
      const res = await t.anon({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(html);
      expect(res.headers.link, url).toBeUndefined();
    }
  });
});
