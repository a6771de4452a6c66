import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { jobs, notifications, outboundMessages, programs, users } from '#db/schema/index.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { claimDue, complete } from './queue.ts';
import { scheduleRetention } from './retention.ts';
import { runDueJobs } from './worker.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const DAY = 86_400_000;

describe('retention purge (LGPD data minimisation)', () => {
  it('deletes finished jobs after 30 days, blanks old message bodies, and schedules the next run', async () => {
    const now = new Date('2032-06-15T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const db = t.app.db;
    const [oldDone, recentDone, oldQueued] = await db.insert(jobs).values([
      { name: 'deliverMessage', payload: { messageId: 0 }, status: 'done', runAt: ago(40), finishedAt: ago(31) },
      { name: 'deliverMessage', payload: { messageId: 0 }, status: 'done', runAt: ago(10), finishedAt: ago(29) },
      { name: 'deliverMessage', payload: { messageId: 0 }, status: 'failed', runAt: ago(40), finishedAt: ago(35) },
    ]).returning({ id: jobs.id });
    const [oldSent, recentSent, oldPending, oldWhatsApp] = await db.insert(outboundMessages).values([
      { channel: 'EMAIL', provider: 'outbox', destination: 'retencao@exemplo.com.br', subject: 'Assunto', body: 'Corpo antigo', status: 'SENT', createdAt: ago(31) },
      { channel: 'SMS', provider: 'outbox', destination: '11999990000', body: 'Corpo recente', status: 'SENT', createdAt: ago(5) },
      { channel: 'SMS', provider: 'gateway', destination: '11999990001', body: 'Ainda por enviar', status: 'PENDING', createdAt: ago(31) },
      {
        channel: 'WHATSAPP', provider: 'cloud', destination: '11999990003', body: 'Olá, Ana!', status: 'SENT', createdAt: ago(31),
        template: { name: 'convite_paciente', language: 'pt_BR', parameters: ['Ana', 'Programa', 'https://portal/p/X'] },
      },
    ]).returning({ id: outboundMessages.id });

    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
    const fact = { procedureId: 1, code: 'RET-1', type: 'CLINICAL_EXAMINATION' as const, reason: 'Motivo antigo' };
    const [oldNotice, recentNotice] = await db.insert(notifications).values([
      { userId: someone!.id, programId: program!.id, kind: 'REQUEST_REJECTED', data: fact, createdAt: ago(31), dispatchedAt: ago(31) },
      { userId: someone!.id, programId: program!.id, kind: 'REQUEST_REJECTED', data: fact, createdAt: ago(5), dispatchedAt: ago(5) },
    ]).returning({ id: notifications.id });

    await scheduleRetention(db, now);
    await scheduleRetention(db, now);
    const waiting = await db.select().from(jobs).where(and(eq(jobs.name, 'purgeRetention'), eq(jobs.status, 'queued')));
    expect(waiting).toHaveLength(1);

    await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => now });

    const left = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, [oldDone!.id, recentDone!.id, oldQueued!.id]));
    expect(left.map((j) => j.id)).toEqual([recentDone!.id]);
    const messages = await db.select().from(outboundMessages).where(inArray(outboundMessages.id, [oldSent!.id, recentSent!.id, oldPending!.id]));
    const byId = new Map(messages.map((m) => [m.id, m]));
    expect(byId.get(oldSent!.id)).toMatchObject({ body: '', subject: null, destination: 'retencao@exemplo.com.br', status: 'SENT' });
    expect(byId.get(recentSent!.id)!.body).toBe('Corpo recente');
    expect(byId.get(oldPending!.id)!.body).toBe('Ainda por enviar');
    const whatsApp = await db.select().from(outboundMessages).where(eq(outboundMessages.id, oldWhatsApp!.id));
    expect(whatsApp[0]).toMatchObject({ body: '', template: { name: 'convite_paciente', language: 'pt_BR', parameters: [] } });
    expect(byId.get(oldSent!.id)!.template).toBeNull();

    const notices = await db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, [oldNotice!.id, recentNotice!.id]));
    expect(notices.map((n) => n.id)).toEqual([recentNotice!.id]);

    const next = await db.select().from(jobs).where(and(eq(jobs.name, 'purgeRetention'), eq(jobs.status, 'queued')));
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBe(now.getTime() + DAY);
  });

  it('keeps message bodies as long as MESSAGE_BODY_RETENTION_DAYS says', async () => {
    const longer = await createTestApp({ onboarding: { ...t.app.deps.config.onboarding, messageBodyRetentionDays: 90 } });
    try {
      const now = new Date('2033-01-10T12:00:00Z');
      const [row] = await longer.app.db.insert(outboundMessages).values({
        channel: 'SMS', provider: 'outbox', destination: '11999990002', body: 'Mantido', status: 'SENT', createdAt: new Date(now.getTime() - 60 * DAY),
      }).returning();
      await scheduleRetention(longer.app.db, now);
      await runDueJobs({ deps: longer.app.deps, handlers: JOB_HANDLERS, now: () => now });
      const [after] = await longer.app.db.select().from(outboundMessages).where(eq(outboundMessages.id, row!.id));
      expect(after!.body).toBe('Mantido');
    } finally {
      await longer.close();
    }
  });

  it('is queued once per day, even when a process starts while another one\'s worker runs that day\'s purge', async () => {
    const db = t.app.db;
    const now = new Date('2034-03-01T08:00:00Z');
    const purges = (from: Date, to: Date) => db.select({ id: jobs.id, status: jobs.status }).from(jobs)
      .where(and(eq(jobs.name, 'purgeRetention'), gte(jobs.runAt, from), lte(jobs.runAt, to)));
    await db.delete(jobs).where(and(eq(jobs.name, 'purgeRetention'), eq(jobs.status, 'queued')));

    await scheduleRetention(db, now);
    const claimed = (await claimDue(db, now)).filter((job) => job.name === 'purgeRetention');
    expect(claimed).toHaveLength(1);
    // Another process starts while the purge runs: nothing is queued, and yet the day is taken.
    await scheduleRetention(db, now);
    await complete(db, claimed[0]!.id, now);
    await scheduleRetention(db, new Date(now.getTime() + 3_600_000));
    expect(await purges(now, new Date(now.getTime() + DAY - 1))).toEqual([{ id: claimed[0]!.id, status: 'done' }]);

    await scheduleRetention(db, new Date(now.getTime() + DAY));
    expect(await purges(new Date(now.getTime() + DAY), new Date(now.getTime() + DAY))).toEqual([expect.objectContaining({ status: 'queued' })]);
  });
});
