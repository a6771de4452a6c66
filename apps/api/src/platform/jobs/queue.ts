import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#db/client.ts';
import { jobs } from '#db/schema/index.ts';
import type { JobName, JobPayloads } from './payloads.ts';

/**
 * A small job queue on the `jobs` table (docs/decisions/0005-job-queue.md), identical on
 * PostgreSQL and PGlite. Every time comes from the caller's clock so tests control it.
 */
export interface Job {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job; pass the transaction so the job exists only if the change it follows commits. */
export async function enqueue<N extends JobName>(db: DbOrTx, name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<number> {
  const [row] = await db.insert(jobs).values({
    name, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5,
  }).returning({ id: jobs.id });
  return row!.id;
}

/**
 * Adds a recurring job for its due `slot` unless that name and slot were ever queued (any status):
 * two processes scheduling the same run, or one scheduling it after another's worker already ran
 * it, add it once (unique index `jobs_name_slot_unique`). Returns whether this call added it.
 */
export async function enqueueForSlot<N extends JobName>(db: DbOrTx, name: N, payload: JobPayloads[N], slot: string, options: EnqueueOptions = {}): Promise<boolean> {
  const rows = await db.insert(jobs).values({
    name, payload, slot, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5,
  }).onConflictDoNothing().returning({ id: jobs.id });
  return rows.length > 0;
}

/** The day (UTC) a daily job is due at: its slot. */
export const dailySlot = (runAt: Date): string => runAt.toISOString().slice(0, 10);

/**
 * Makes the queued jobs of this name whose payload's `key` is `value` due at `runAt` if they were
 * due later (e.g. a fallback waiting for its timeout, when the failure is known sooner); returns how many.
 */
export async function hasten(db: DbOrTx, name: JobName, key: string, value: number, runAt: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update jobs set run_at = ${runAt}
    where name = ${name} and status = 'queued' and run_at > ${runAt} and payload ->> ${key} = ${String(value)}
    returning id
  `);
  return rows.length;
}

/** How long a claimed job stays locked before another worker may take it over (a crashed worker). */
export const LOCK_MS = 5 * 60_000;

/** Exponential backoff after a failed attempt: 30 s, 1 min, 2 min, … capped at 1 h. */
export const backoffMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type RawJob = { id: number; name: string; payload: unknown; attempts: number; max_attempts: number };

/**
 * Claims up to `limit` due jobs (queued and due, or running with an expired lock) with
 * `FOR UPDATE SKIP LOCKED`, so concurrent workers never take the same job.
 */
export async function claimDue(db: DbOrTx, now: Date, limit = 10): Promise<Job[]> {
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  const rows = await queryRows<RawJob>(db, sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_until = ${lockedUntil}
    where id in (
      select id from jobs
      where (status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until <= ${now})
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, name, payload, attempts, max_attempts
  `);
  return rows.map((r) => ({
    id: r.id, name: r.name, attempts: r.attempts, maxAttempts: r.max_attempts,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) as unknown : r.payload,
  }));
}

export async function complete(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.execute(sql`update jobs set status = 'done', finished_at = ${now}, locked_until = null, last_error = null where id = ${id}`);
}

/** A failed attempt: retried after the backoff, or marked failed after the last attempt. */
export async function fail(db: DbOrTx, job: Job, error: unknown, now: Date): Promise<'retry' | 'failed'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(sql`update jobs set status = 'failed', finished_at = ${now}, locked_until = null, last_error = ${message} where id = ${job.id}`);
    return 'failed';
  }
  const runAt = new Date(now.getTime() + backoffMs(job.attempts));
  await db.execute(sql`update jobs set status = 'queued', run_at = ${runAt}, locked_until = null, last_error = ${message} where id = ${job.id}`);
  return 'retry';
}
