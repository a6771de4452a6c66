import { Gauge } from 'prom-client';
import type { Database, Db, PoolStats } from '#db/client.ts';
import { queueStats, type QueueStats } from '../jobs/queue-stats.ts';
import { metricOnce, registry } from './metrics.ts';

/**
 * Gauges read when Prometheus scrapes, from the app that serves them: the PostgreSQL pool's
 * counters (free to read) and the job queue (one grouped query, jobs/queue-stats.ts). A process
 * serves one app; when tests build several, the last one built is reported.
 */
export interface ScrapeSource {
  database: Database;
  db: Db;
  now: () => Date;
}

/**
 * The app being reported, kept per process like prom-client's registry: the gauges registered by a
 * first copy of this module (a test that builds an app from a fresh module graph) read the same
 * source as the copy that built the latest app, never a closed app's.
 */
const SOURCE_KEY = Symbol.for('portal.metrics.scrapeSource');
const holder = ((globalThis as Record<symbol, unknown>)[SOURCE_KEY] ??= {}) as { current?: ScrapeSource | undefined };

export function setScrapeSource(next: ScrapeSource): () => void {
  holder.current = next;
  if (next.database.poolStats) registerPoolGauges();
  return () => {
    if (holder.current === next) holder.current = undefined;
  };
}

// In cluster mode every worker reports the same queue: the primary keeps the largest, not the sum.
const queueDepth = metricOnce('portal_job_queue_depth', () => new Gauge({
  name: 'portal_job_queue_depth',
  help: 'Jobs waiting or running, by job name and state: due (waiting to be picked), scheduled (run_at in the future) or running.',
  labelNames: ['job', 'state'] as const,
  aggregator: 'max',
  async collect() { await sampleQueue(); },
}));

const oldestDue = metricOnce('portal_job_oldest_due_age_seconds', () => new Gauge({
  name: 'portal_job_oldest_due_age_seconds',
  help: 'How long the oldest due job of each name has waited past its run_at (0 when none waits).',
  labelNames: ['job'] as const,
  aggregator: 'max',
  async collect() { await sampleQueue(); },
}));

/** Names seen since the process started: a name whose jobs all finished reports 0, not nothing. */
const seenJobs = new Set<string>();
let sampling: Promise<void> | undefined;

/** One query for both gauges: a scrape calls their collect() together, so the second shares the first's. */
function sampleQueue(): Promise<void> {
  sampling ??= readQueue().finally(() => { sampling = undefined; });
  return sampling;
}

async function readQueue(): Promise<void> {
  const current = holder.current;
  if (!current) return;
  const now = current.now();
  let rows: QueueStats[];
  try {
    rows = await queueStats(current.db, now);
  } catch {
    // The database is unreachable: the queue's series go missing; the rest of the scrape still answers.
    queueDepth.reset();
    oldestDue.reset();
    return;
  }
  queueDepth.reset();
  oldestDue.reset();
  for (const row of rows) seenJobs.add(row.name);
  for (const job of seenJobs) {
    const row = rows.find((r) => r.name === job);
    queueDepth.set({ job, state: 'due' }, row?.due ?? 0);
    queueDepth.set({ job, state: 'scheduled' }, row?.scheduled ?? 0);
    queueDepth.set({ job, state: 'running' }, row?.running ?? 0);
    const oldest = row?.oldestDue;
    oldestDue.set({ job }, oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0);
  }
}

let poolRegistered = false;

/** Registered only once a PostgreSQL pool exists: PGlite has a single connection, so it reports none. */
function registerPoolGauges(): void {
  if (poolRegistered) return;
  poolRegistered = true;
  const stat = (name: string, help: string, read: (s: PoolStats) => number) => {
    if (registry.getSingleMetric(name)) return;
    registry.registerMetric(new Gauge({
      name, help, registers: [],
      collect() {
        const stats = holder.current?.database.poolStats?.();
        this.set(stats ? read(stats) : 0);
      },
    }));
  };
  stat('portal_db_pool_in_use', 'PostgreSQL connections checked out of the pool right now.', (s) => s.open - s.idle);
  stat('portal_db_pool_idle', 'Open PostgreSQL connections waiting in the pool.', (s) => s.idle);
  stat('portal_db_pool_waiting', 'Queries waiting for a free PostgreSQL connection.', (s) => s.waiting);
  stat('portal_db_pool_max', 'The most connections the pool opens (DATABASE_POOL_SIZE).', (s) => s.max);
}
