import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#db/client.ts';

/** Jobs of one name not yet finished, as the metrics report them. */
export interface QueueStats {
  name: string;
  /** Queued and due: waiting for a worker. */
  due: number;
  /** Queued with `run_at` still ahead (a retry's backoff, an opt-out's grace). */
  scheduled: number;
  running: number;
  /** `run_at` of the oldest due job, or null when none is due. */
  oldestDue: Date | null;
}

type Row = { name: string; due: number; scheduled: number; running: number; oldest_due: Date | string | null };

/**
 * One grouped query over the queued and running jobs only, which the partial index `jobs_due_idx`
 * holds: finished jobs (kept for JOB_RETENTION_DAYS) are never read, so a scrape stays cheap.
 */
export async function queueStats(db: DbOrTx, now: Date): Promise<QueueStats[]> {
  const rows = await queryRows<Row>(db, sql`
    select name,
      count(*) filter (where status = 'queued' and run_at <= ${now})::int as due,
      count(*) filter (where status = 'queued' and run_at > ${now})::int as scheduled,
      count(*) filter (where status = 'running')::int as running,
      min(run_at) filter (where status = 'queued' and run_at <= ${now}) as oldest_due
    from jobs where status in ('queued', 'running') group by name
  `);
  return rows.map((r) => ({
    name: r.name, due: r.due, scheduled: r.scheduled, running: r.running,
    oldestDue: r.oldest_due === null ? null : new Date(r.oldest_due),
  }));
}
