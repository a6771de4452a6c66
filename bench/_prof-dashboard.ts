// temporary: CPU profile of /dashboard load, self time by source file (via source maps)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { repoRoot, startProcess } from './server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prof-'));
const portal = await startProcess('apps/api/src/main/server.ts', { DATA_DIR: dataDir, NODE_ENV: 'bench' }, '/api/healthz');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const program = await (await fetch(`${portal.url}/api/programs/by-slug/BEMESTAR`)).json() as { id: number };
  const res = await fetch(`${portal.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'medico@demo.com.br', password: 'Demo@2026', programId: program.id }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c?.startsWith('portal_session='))!;
  const totals = new Map<string, number>();
  const fnTotals = new Map<string, number>();
  const incl = new Map<string, number>();
  const RUNS = Number(process.env.RUNS ?? 3);
  for (let run = 0; run < RUNS; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { cookie } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(`${portal.url}/dashboard`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`run ${run}: ${Date.now() - t0} ms`);
    const self = new Map<number, number>();
    const dt = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
    const maps = new Map<string, SourceMapConsumer | null>();
    for (const node of profile.nodes) {
      const us = self.get(node.id) ?? 0;
      if (!us) continue;
      const cf = node.callFrame;
      let key = cf.url ? cf.url.replace(portal.url, '') : `(${cf.functionName || 'native'})`;
      let fn = cf.functionName;
      if (cf.url.includes('/assets/') && cf.url.endsWith('.js')) {
        const file = path.join(repoRoot, 'apps/web/dist', new URL(cf.url).pathname);
        if (!maps.has(file)) maps.set(file, fs.existsSync(`${file}.map`) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null);
        const m = maps.get(file);
        if (m) {
          const pos = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
          if (pos.source) { key = pos.source.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/'); fn = pos.name ?? fn; }
        }
      }
      totals.set(key, (totals.get(key) ?? 0) + us);
      const fk = `${key}:${fn}`;
      fnTotals.set(fk, (fnTotals.get(fk) ?? 0) + us);
    }
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const keyOf = new Map<number, string>();
    for (const n of profile.nodes) {
      const cf = n.callFrame;
      if (!cf.url.includes('/assets/')) continue;
      const file = path.join(repoRoot, 'apps/web/dist', new URL(cf.url).pathname);
      const m = maps.get(file) ?? (fs.existsSync(`${file}.map`) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null);
      maps.set(file, m);
      const pos = m?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      if (pos?.source && pos.source.includes('/src/') && !pos.source.includes('node_modules')) keyOf.set(n.id, `${pos.source.replace(/^.*\/src\//, 'src/')}:${pos.name ?? cf.functionName}`);
    }
    for (const [id, us] of self) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const k = keyOf.get(cur);
        if (k && !seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + us); }
      }
    }
    await ctx.close();
  }
  const show = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
    .forEach(([k, v]) => console.log(`${(v / 1000 / RUNS).toFixed(1).padStart(8)} ms  ${k}`));
  console.log('== by file'); show(totals, 40);
  console.log('== by function'); show(fnTotals, 20);
  console.log('== inclusive, app code'); show(incl, 60);
} finally {
  await browser.close();
  await portal.stop();
}
