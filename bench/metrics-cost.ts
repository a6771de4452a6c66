import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from './load.ts';
import { signIn } from './doctors.ts';
import { startProcess } from './server.ts';

/**
 * What the metrics cost a request (decision 0046): `GET /api/user` on a second portal process
 * with METRICS_TOKEN set (every request timed into the histogram) against the main process
 * (metrics off), in alternating rounds of the same run. The second process gets its own data
 * directory on PGlite; on PostgreSQL it shares the database. Its /metrics is scraped at the end to
 * prove it was on.
 */
export async function metricsCostRow(
  env: Record<string, string>, offUrl: string, offAuth: Record<string, string>,
): Promise<{ scenario: string; value: string; note: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-metrics-'));
  const token = 'bench-metrics-token-0123456789';
  const portal = await startProcess('apps/api/src/main/server.ts', { ...env, DATA_DIR: dataDir, METRICS_TOKEN: token }, '/api/healthz');
  try {
    const programs = await (await fetch(`${portal.url}/api/programs/by-slug/BEMESTAR`)).json() as { id: number };
    const auth = await signIn(portal.url, 'admin@demo.com.br', programs.id);
    const seconds = Math.max(2, Math.round(Number(process.env.BENCH_SECONDS ?? 10) / 2));
    // A fresh process is still compiling its hot paths: warm it, then alternate so drift hits both alike.
    await load(`${portal.url}/api/user`, { headers: auth, seconds: 2 });
    const off: LoadResult[] = [];
    const on: LoadResult[] = [];
    for (let round = 0; round < 2; round += 1) {
      off.push(await load(`${offUrl}/api/user`, { headers: offAuth, seconds }));
      on.push(await load(`${portal.url}/api/user`, { headers: auth, seconds }));
    }
    const rps = (results: LoadResult[]) => Math.round(results.reduce((sum, r) => sum + r.rps, 0) / results.length);
    const scrape = await fetch(`${portal.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    const text = await scrape.text();
    const timed = /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/user",status_code="200"\} (\d+)/.exec(text)?.[1];
    return {
      scenario: 'GET /api/user with metrics on (METRICS_TOKEN)',
      value: `${rps(on)} req/s`,
      note: `${(100 * rps(on) / rps(off)).toFixed(0)}% of the same request with metrics off (${rps(off)} req/s), 2 alternating rounds of ${seconds} s; `
        + `p99 ${on.map((r) => r.p99).join('/')} vs ${off.map((r) => r.p99).join('/')} ms; scrape ${scrape.status}, ${(text.length / 1024).toFixed(1)} KB, `
        + `${timed ?? 'no'} requests timed; errors ${[...on, ...off].reduce((n, r) => n + r.errors, 0)}`,
    };
  } finally {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
