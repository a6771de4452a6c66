import { describe, expect, it } from 'vitest';
import { enqueue } from '../jobs/queue.ts';
import { runDueJobs, type JobHandlers } from '../jobs/worker.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { parseExposition, valueOf, type Exposition } from './exposition.test-helpers.ts';
import { scrape } from './plugin.ts';
import { serveMetrics } from './serve.ts';

/**
 * GET /metrics as Prometheus scrapes it, read with the text format's rules: each family moves
 * when its work runs. The app serves it on the public port behind METRICS_TOKEN.
 */
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
useTestApp((app) => { t = app; }, { metrics: { port: undefined, token: TOKEN }, loginRateLimitPerMinute: 6 });

async function scraped(): Promise<Exposition> {
  const res = await t.anon({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(res.body);
}

const count = (exp: Exposition, name: string, labels: Record<string, string>) => valueOf(exp, name, labels) ?? 0;

describe('GET /metrics', () => {
  it('answers 404 on the public port without the token or with a wrong one, and the scrape with it', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await t.anon({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('notFound');
    }
    const exp = await scraped();
    expect(exp.types.get('portal_http_request_duration_seconds')).toBe('histogram');
    expect(exp.types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(exp.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('times requests by matched route and status, never by the raw URL', async () => {
    const labels = { method: 'GET', route: '/api/programs/by-slug/:slug', status_code: '200' };
    const before = count(await scraped(), 'portal_http_request_duration_seconds_count', labels);
    expect((await t.anon({ method: 'GET', url: '/api/programs/by-slug/BEMESTAR' })).statusCode).toBe(200);
    const exp = await scraped();
    expect(count(exp, 'portal_http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(count(exp, 'portal_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1);
    expect(exp.samples.some((s) => Object.values(s.labels).some((v) => v.includes('BEMESTAR')))).toBe(false);
  });

  it('counts calls to external systems, simulators included, by system, provider and outcome', async () => {
    const labels = { system: 'cep', provider: 'simulator', outcome: 'ok' };
    const before = count(await scraped(), 'portal_external_calls_total', labels);
    expect((await t.anon({ method: 'GET', url: '/api/integration/get-address-by-cep/01001000' })).statusCode).toBe(200);
    expect(count(await scraped(), 'portal_external_calls_total', labels)).toBe(before + 1);
  });

  it('reports the job queue by name at scrape time, and counts failed attempts', async () => {
    const job = { job: 'deliverMessage' };
    const before = await scraped();
    const due = count(before, 'portal_job_queue_depth', { ...job, state: 'due' });
    await enqueue(t.app.db, 'deliverMessage', { messageId: 0 }, { runAt: new Date(Date.now() - 60_000) });
    const queued = await scraped();
    expect(count(queued, 'portal_job_queue_depth', { ...job, state: 'due' })).toBe(due + 1);
    expect(count(queued, 'portal_job_oldest_due_age_seconds', job)).toBeGreaterThanOrEqual(60);

    const failing = Object.fromEntries(Object.keys(JOB_HANDLERS).map((name) => [name, () => Promise.reject(new Error('provider down'))])) as unknown as JobHandlers;
    await runDueJobs({ deps: t.app.deps, handlers: failing });
    const after = await scraped();
    expect(count(after, 'portal_job_failures_total', { ...job, outcome: 'retry' }))
      .toBeGreaterThan(count(before, 'portal_job_failures_total', { ...job, outcome: 'retry' }));
    expect(count(after, 'portal_job_queue_depth', { ...job, state: 'due' })).toBe(0);
    expect(count(after, 'portal_job_queue_depth', { ...job, state: 'scheduled' })).toBeGreaterThanOrEqual(1);
    expect(count(after, 'portal_job_oldest_due_age_seconds', job)).toBe(0);
  });

  it('counts refused sign-ins, the login throttle and the route rate limit', async () => {
    const before = await scraped();
    const statuses: number[] = [];
    // Five wrong passwords lock the e-mail on this address (429); the seventh try passes the route's limit of 6 a minute.
    for (let i = 0; i < 7; i += 1) statuses.push((await t.login('ninguem@example.com', 'Errada@2026')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const after = await scraped();
    const delta = (name: string, labels: Record<string, string> = {}) => count(after, name, labels) - count(before, name, labels);
    expect(delta('portal_login_failures_total', { reason: 'invalidUser' })).toBe(5);
    expect(delta('portal_login_throttled_total')).toBe(1);
    expect(delta('portal_rate_limited_total', { route: '/api/login' })).toBe(1);
  });

  it('reports the PostgreSQL pool while connections are held; PGlite, which has no pool, reports none', async () => {
    if (t.app.database.kind === 'pglite') {
      expect((await scraped()).types.has('portal_db_pool_in_use')).toBe(false);
      return;
    }
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    // Three transactions hold a connection each (checked out, BEGIN sent) until the gate opens.
    const entered: Promise<void>[] = [];
    const held = [1, 2, 3].map(() => {
      let enter!: () => void;
      entered.push(new Promise<void>((resolve) => { enter = resolve; }));
      return t.app.db.transaction(async () => { enter(); await gate; });
    });
    await Promise.all(entered);
    const busy = await scraped();
    release();
    await Promise.all(held);
    const idle = await scraped();
    expect(valueOf(busy, 'portal_db_pool_in_use')).toBeGreaterThanOrEqual(3);
    expect(valueOf(idle, 'portal_db_pool_in_use')).toBeLessThan(3);
    expect(valueOf(idle, 'portal_db_pool_max')).toBe(10);
    expect(valueOf(idle, 'portal_db_pool_waiting')).toBe(0);
  });
});

describe('METRICS_PORT', () => {
  it('serves the scrape on its own server and nothing else', async () => {
    const server = await serveMetrics({ port: 0, host: '127.0.0.1' }, scrape);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(parseExposition(await res.text()).types.get('portal_external_calls_total')).toBe('counter');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/user`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
