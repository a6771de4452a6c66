import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '#db/schema/index.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { backoffMs, claimDue, enqueue, LOCK_MS } from './queue.ts';
import { runDueJobs } from './worker.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('job queue', () => {
  it('claims a due job once, even with two workers asking at the same time', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const id = await enqueue(t.app.db, 'processOptout', { requestId: 0 }, { runAt: now });
    const [a, b] = await Promise.all([claimDue(t.app.db, now), claimDue(t.app.db, now)]);
    expect([...a, ...b].filter((j) => j.id === id)).toHaveLength(1);
    // A worker that died holding it loses the lock after LOCK_MS.
    const again = await claimDue(t.app.db, new Date(now.getTime() + LOCK_MS + 1));
    expect(again.map((j) => j.id)).toContain(id);
  });

  it('retries with backoff and gives up after the last attempt', async () => {
    const start = new Date('2031-01-01T12:00:00Z');
    const id = await enqueue(t.app.db, 'deliverMessage', { messageId: 0 }, { runAt: start, maxAttempts: 2 });
    // Stand-in handlers: this job always fails; the one claimed above does nothing.
    const handlers = { deliverMessage: async () => { throw new Error('falhou'); }, processOptout: async () => {}, requestReversePostage: async () => {}, purgeRetention: async () => {}, whatsAppFallback: async () => {}, dispatchNotification: async () => {}, releaseRejectionNotice: async () => {}, recheckCouncil: async () => {}, checkImportedDoctors: async () => {}, fhirExport: async () => {} };
    await runDueJobs({ deps: t.app.deps, handlers, now: () => start });
    let [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'falhou' });
    expect(row!.runAt.getTime()).toBe(start.getTime() + backoffMs(1));
    await runDueJobs({ deps: t.app.deps, handlers, now: () => new Date(start.getTime() + backoffMs(1)) });
    [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
