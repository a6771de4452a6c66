import { expect, it, vi } from 'vitest';

/**
 * The tests share one module graph per worker (`isolate: false`), and a test that builds a second
 * app from a fresh graph (`vi.resetModules()`) leaves two copies of the metrics modules. The gauges
 * the first copy registered must read the latest app, not the first copy's closed one.
 */
const TOKEN = 'metrics-token-0123456789';

it('reports the latest app\'s job queue after an earlier app, from another copy of the modules, was closed', async () => {
  const first = await (await import('#test/test-app.ts')).createTestApp({ metrics: { port: undefined, token: TOKEN } });
  await first.close();
  vi.resetModules();
  const { createTestApp } = await import('#test/test-app.ts');
  const { enqueue } = await import('../jobs/queue.ts');
  const latest = await createTestApp({ metrics: { port: undefined, token: TOKEN } });
  try {
    await enqueue(latest.app.db, 'deliverMessage', { messageId: 0 }, { runAt: new Date(Date.now() - 60_000) });
    const res = await latest.anon({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toMatch(/^portal_job_queue_depth\{job="deliverMessage",state="due"\} [1-9]/m);
  } finally {
    await latest.close();
  }
});
