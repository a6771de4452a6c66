import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Deps } from '../context/deps.ts';
import type { DbOrTx } from '#db/client.ts';
import { accountTokens, jobs, notifications, outboundMessages } from '#db/schema/index.ts';
import { purgePatientReads } from '../lib/patient-reads.ts';
import { dailySlot, enqueueForSlot } from './queue.ts';

const DAY_MS = 86_400_000;
/** How often the purge runs. */
export const RETENTION_INTERVAL_MS = DAY_MS;
/** What a message body reads after its retention. */
export const PURGED_BODY = '';

/** Serialises the check-then-insert below between processes (a start and a purge's own reschedule). */
const SCHEDULE_LOCK_KEY = 7_264_419_045;

/**
 * Queues the purge at `at` unless one is already waiting or that day's purge was ever queued, so
 * restarts and other processes never stack them, even after a worker already ran the day's purge.
 */
export async function scheduleRetention(db: DbOrTx, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
    const [waiting] = await tx.select({ id: jobs.id }).from(jobs)
      .where(and(eq(jobs.name, 'purgeRetention'), eq(jobs.status, 'queued'))).limit(1);
    if (!waiting) await enqueueForSlot(tx, 'purgeRetention', {}, dailySlot(at), { runAt: at, maxAttempts: 3 });
  });
}

/**
 * LGPD data minimisation: finished jobs and spent or expired password links older than
 * JOB_RETENTION_DAYS are deleted; sent or failed messages older than MESSAGE_BODY_RETENTION_DAYS
 * keep their row (who, when, status) but lose subject and body; the bell's notifications (a
 * rejection's reason, an appointment's place) older than that are deleted once dispatched; who was
 * shown a patient by a list or an export, after PATIENT_READ_RETENTION_DAYS (decision 0064).
 */
export async function purgeExpired({ db, config, now }: Deps) {
  const at = now();
  const jobsBefore = new Date(at.getTime() - config.onboarding.jobRetentionDays * DAY_MS);
  const bodiesBefore = new Date(at.getTime() - config.onboarding.messageBodyRetentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    const deletedJobs = await tx.delete(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, jobsBefore)))
      .returning({ id: jobs.id });
    const deletedLinks = await tx.delete(accountTokens)
      .where(and(or(isNotNull(accountTokens.usedAt), lt(accountTokens.expiresAt, at)), lt(accountTokens.createdAt, jobsBefore)))
      .returning({ id: accountTokens.id });
    // A WhatsApp template's parameters are the body's personal parts (name, code, link): they go with it.
    const blanked = await tx.update(outboundMessages).set({ body: PURGED_BODY, subject: null, template: sql`case when ${outboundMessages.template} is null then null else jsonb_set(${outboundMessages.template}, '{parameters}', '[]'::jsonb) end` })
      .where(and(inArray(outboundMessages.status, ['SENT', 'FAILED']), lt(outboundMessages.createdAt, bodiesBefore), ne(outboundMessages.body, PURGED_BODY)))
      .returning({ id: outboundMessages.id });
    const deletedNotifications = await tx.delete(notifications)
      .where(and(lt(notifications.createdAt, bodiesBefore), isNotNull(notifications.dispatchedAt)))
      .returning({ id: notifications.id });
    const patientReads = await purgePatientReads(tx, at);
    return {
      jobs: deletedJobs.length, passwordLinks: deletedLinks.length, messageBodies: blanked.length, notifications: deletedNotifications.length,
      patientReads,
    };
  });
}

/** The purge job: runs the purge, then queues tomorrow's. */
export async function purgeRetentionJob(_payload: Record<string, never>, deps: Deps): Promise<void> {
  await purgeExpired(deps);
  await scheduleRetention(deps.db, new Date(deps.now().getTime() + RETENTION_INTERVAL_MS));
}
