import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseExposition, valueOf } from '#platform/metrics/exposition.test-helpers.ts';
import { createFreshDatabase, eventually, freePort, spawnServer, waitUntilReady, type FreshDatabase, type ServerProcess } from './server-processes.ts';

/**
 * WEB_CONCURRENCY=N: a node:cluster primary with N workers (decision 0044). The cluster needs
 * PostgreSQL; the refusal on the embedded database runs everywhere.
 */
const serverUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
let database: FreshDatabase | undefined;
let primary: ServerProcess | undefined;

afterAll(async () => {
  await primary?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The primary's children: its workers (Linux `ps`). */
const workerPids = (server: ServerProcess): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.child.pid)], { encoding: 'utf8' })
      .split('\n').map((s) => Number(s.trim())).filter((n) => n > 0).sort();
  } catch {
    return []; // ps exits 1 when there is none
  }
};

describe('WEB_CONCURRENCY', () => {
  it('is refused above 1 on the embedded database, with a message and a failing exit code', async () => {
    const server = await spawnServer('embedded', { WEB_CONCURRENCY: '2', DATABASE_URL: '', DATA_DIR: dataDir });
    await server.exited();
    expect(server.child.exitCode).not.toBe(0);
    expect(server.log()).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it.skipIf(!serverUrl)('starts N workers on PostgreSQL, merges their metrics on the primary, replaces one that dies, and drains them all on SIGTERM', { timeout: 240_000 }, async () => {
    database = await createFreshDatabase(serverUrl!, 'portal_cluster');
    const metricsPort = await freePort();
    primary = await spawnServer('cluster', { WEB_CONCURRENCY: '2', DATABASE_URL: database.url, DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '3000', METRICS_PORT: String(metricsPort) });
    await waitUntilReady(primary);
    const first = await eventually(async () => { const p = workerPids(primary!); return p.length === 2 ? p : undefined; }, 'two workers');

    // The primary's METRICS_PORT answers for both workers: both pools (10 connections each), every request.
    const scrape = async () => parseExposition(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    const served = { method: 'GET', route: '/api/programs/by-slug/:slug', status_code: '200' };
    // Until every worker answers the primary's request for its metrics, the scrape is a 500.
    const scrapeOnceUp = async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      return res.ok ? parseExposition(await res.text()) : undefined;
    };
    await eventually(async () => {
      const metrics = await scrapeOnceUp();
      return metrics && valueOf(metrics, 'portal_db_pool_max') === 20 ? true : undefined;
    }, 'both workers in the scrape');
    for (let i = 0; i < 6; i++) expect((await primary.fetch('/api/programs/by-slug/BEMESTAR')).status).toBe(200);
    expect(valueOf(await scrape(), 'portal_http_request_duration_seconds_count', served)).toBe(6);

    process.kill(first[0]!, 'SIGKILL');
    const replaced = await eventually(async () => {
      const p = workerPids(primary!);
      return p.length === 2 && !p.includes(first[0]!) ? p : undefined;
    }, 'a new worker', 120_000);
    expect(replaced).toContain(first[1]);
    await waitUntilReady(primary);

    primary.child.kill('SIGTERM');
    const draining = await eventually(async () => {
      const res = await primary!.fetch('/api/readyz');
      return res.status === 503 ? await res.json() : undefined;
    }, 'the workers to report draining');
    expect(draining).toEqual({ status: 'draining' });
    await primary.exited();
    expect(primary.child.exitCode).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  });
});
